import type { Plugin } from 'vite'

/** A lucide icon's drawing: its elements, each a tag and its attributes. */
export type IconNode = [tag: string, attributes: Record<string, string | number>][]

/** The attributes that only place a shape; any other (a `fill`) makes an icon keep its elements. */
const GEOMETRY = new Set(['key', 'd', 'x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'x1', 'y1', 'x2', 'y2', 'points'])

/** An attribute as a number; an absent one is 0, as SVG takes it. */
const num = (value: string | number | undefined) => (value === undefined ? 0 : Number(value))

/** Path data for one element of an icon, or undefined for a tag this does not know. */
export function pathOf(tag: string, a: Record<string, string | number>): string | undefined {
  switch (tag) {
    case 'path': {
      const d = String(a.d).trim()
      // A relative moveto opens a path as if from (0, 0); after another shape it would start
      // from where that one ended, so it is given its origin.
      return d.startsWith('m') ? `M0 0${d}` : d
    }
    case 'line':
      return `M${num(a.x1)} ${num(a.y1)}L${num(a.x2)} ${num(a.y2)}`
    case 'circle':
      return ellipse(num(a.cx), num(a.cy), num(a.r), num(a.r))
    case 'ellipse':
      return ellipse(num(a.cx), num(a.cy), num(a.rx), num(a.ry))
    case 'rect':
      return rect(a)
    case 'polyline':
    case 'polygon': {
      const points = String(a.points)
        .trim()
        .split(/[\s,]+/)
        .map(Number)
      const pairs = []
      for (let i = 0; i + 1 < points.length; i += 2) pairs.push(`${points[i]} ${points[i + 1]}`)
      return `M${pairs.join('L')}${tag === 'polygon' ? 'z' : ''}`
    }
    default:
      return undefined
  }
}

function ellipse(cx: number, cy: number, rx: number, ry: number) {
  return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`
}

/** A rectangle, its corners rounded as SVG rounds them: one radius given is used for both, and neither exceeds half the side. */
function rect(a: Record<string, string | number>) {
  const [x, y, width, height] = [num(a.x), num(a.y), num(a.width), num(a.height)]
  const rx = Math.min(num(a.rx ?? a.ry), width / 2)
  const ry = Math.min(num(a.ry ?? a.rx), height / 2)
  if (rx <= 0 || ry <= 0) return `M${x} ${y}h${width}v${height}h${-width}z`
  const [h, v] = [width - 2 * rx, height - 2 * ry]
  const corner = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`
  return `M${x + rx} ${y}h${h}${corner(rx, ry)}v${v}${corner(-rx, ry)}h${-h}${corner(-rx, -ry)}v${-v}${corner(rx, -ry)}z`
}

/**
 * The icon as one `<path>`, or the icon unchanged when one of its elements carries more than its
 * shape (a `fill`) or is a tag this does not know. Lucide's icons are strokes of one colour with
 * no fill, so the shapes drawn as subpaths of one path look the same as drawn apart.
 */
export function onePath(node: IconNode): IconNode {
  if (node.length < 2) return node
  const parts: string[] = []
  for (const [tag, attributes] of node) {
    if (Object.keys(attributes).some((name) => !GEOMETRY.has(name))) return node
    const d = pathOf(tag, attributes)
    if (d === undefined) return node
    parts.push(d)
  }
  return [['path', { d: parts.join(''), key: 'one-path' }]]
}

/** Where a lucide-react icon module declares its drawing. */
const ICON_MODULE = /lucide-react\/dist\/esm\/icons\/[^/]+\.mjs$/
/** Its `node: [...]`, up to the next property of `__iconData` or the object's end. */
const NODE_LITERAL = /node: (\[[\s\S]*?\])(?=,?\n(?: {2}\w+:|\};))/

/** The drawing a lucide-react icon module declares, and its text there; undefined for a module that only re-exports another. */
export function readIconNode(code: string): { node: IconNode; literal: string } | undefined {
  const literal = NODE_LITERAL.exec(code)?.[1]
  if (!literal) return undefined
  // Lucide's own data, tags and string attributes: JSON once its keys are quoted.
  return { node: JSON.parse(literal.replace(/([{,]\s*)([A-Za-z]\w*):/g, '$1"$2":')) as IconNode, literal }
}

/**
 * Draws each lucide icon with one `<path>` instead of its three to six elements (decision 065).
 * A page of the app shows 13–28 icons, and their elements were a third of its DOM: each element
 * is a fiber React creates, a node the browser styles and lays out on every load. The icon modules
 * are rewritten as the build reads them; the app keeps importing from `lucide-react`.
 */
export function onePathIcons(): Plugin {
  return {
    name: 'pawpulse:one-path-icons',
    // In development the icons come pre-bundled (Vite's dependency optimiser), unchanged: the
    // build and the landing page's prerender are what this is for.
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null
      const read = readIconNode(code)
      if (!read) return null
      const merged = onePath(read.node)
      if (merged === read.node) return null
      return { code: code.replace(read.literal, JSON.stringify(merged)), map: null }
    },
  }
}
