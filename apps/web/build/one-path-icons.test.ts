import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { onePath, onePathIcons, pathOf, readIconNode, type IconNode } from './one-path-icons.ts'

describe('pathOf', () => {
  it.each([
    ['an absolute path as it is', 'path', { d: 'M3 6h18' }, 'M3 6h18'],
    ['a relative path from the origin', 'path', { d: 'm6 6 12 12' }, 'M0 0m6 6 12 12'],
    ['a line', 'line', { x1: '2', y1: '3', x2: '22', y2: '21' }, 'M2 3L22 21'],
    ['a circle as two half arcs', 'circle', { cx: '12', cy: '12', r: '10' }, 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z'],
    ['an ellipse', 'ellipse', { cx: '12', cy: '5', rx: '9', ry: '3' }, 'M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0z'],
    ['a square-cornered rectangle', 'rect', { x: '3', y: '4', width: '18', height: '16' }, 'M3 4h18v16h-18z'],
    ['a rectangle without x and y, at the origin', 'rect', { width: '4', height: '2' }, 'M0 0h4v2h-4z'],
    [
      'a rounded rectangle, one radius for both',
      'rect',
      { x: '2', y: '5', width: '20', height: '14', rx: '2' },
      'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-16a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2z',
    ],
    [
      'a rounded rectangle whose radius exceeds half a side',
      'rect',
      { x: '0', y: '0', width: '4', height: '10', rx: '3' },
      'M2 0h0a2 3 0 0 1 2 3v4a2 3 0 0 1 -2 3h0a2 3 0 0 1 -2 -3v-4a2 3 0 0 1 2 -3z',
    ],
    ['a polyline', 'polyline', { points: '22 12 18 12 15 21' }, 'M22 12L18 12L15 21'],
    ['a polygon, closed', 'polygon', { points: '3,11 22,2 13,21' }, 'M3 11L22 2L13 21z'],
    ['nothing for a tag it does not know', 'text', { x: '1' }, undefined],
  ])('draws %s', (_name, tag, attributes, expected) => {
    expect(pathOf(tag, attributes)).toBe(expected)
  })
})

describe('onePath', () => {
  it('joins the shapes of an icon into one path, in their order', () => {
    const node: IconNode = [
      ['path', { d: 'M18 6 6 18', key: 'a' }],
      ['path', { d: 'm6 6 12 12', key: 'b' }],
      ['circle', { cx: '12', cy: '12', r: '1', key: 'c' }],
    ]
    expect(onePath(node)).toEqual([['path', { d: 'M18 6 6 18M0 0m6 6 12 12M11 12a1 1 0 1 0 2 0a1 1 0 1 0 -2 0z', key: 'one-path' }]])
  })

  it.each([
    [
      'a shape is filled',
      [
        ['path', { d: 'M1 1h2', key: 'a' }],
        ['circle', { cx: '1', cy: '1', r: '1', fill: 'currentColor', key: 'b' }],
      ],
    ],
    [
      'a tag is unknown',
      [
        ['path', { d: 'M1 1h2', key: 'a' }],
        ['text', { x: '1', key: 'b' }],
      ],
    ],
    ['there is one shape only', [['path', { d: 'M1 1h2', key: 'a' }]]],
  ] as [string, IconNode][])('leaves the icon as it is when %s', (_name, node) => {
    expect(onePath(node)).toBe(node)
  })
})

describe('onePathIcons', () => {
  const require = createRequire(import.meta.url)
  const iconsDir = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm/icons')
  const transform = onePathIcons().transform as (code: string, id: string) => { code: string } | null

  it('rewrites an icon module of lucide-react to draw one path', () => {
    const id = join(iconsDir, 'trash.mjs')
    const result = transform(readFileSync(id, 'utf8'), id)
    expect(result?.code).toContain(
      'node: [["path",{"d":"M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2","key":"one-path"}]]',
    )
  })

  it('reads the drawing of every icon lucide-react has, so an upgrade that changes the format shows here', () => {
    const names = readdirSync(iconsDir).filter((name) => name.endsWith('.mjs') && name !== 'index.mjs')
    let merged = 0
    for (const name of names) {
      const id = join(iconsDir, name)
      const code = readFileSync(id, 'utf8')
      const result = transform(code, id)
      const read = readIconNode(code)
      if (!code.includes('__iconData')) expect(code, name).toMatch(/^export \{ default \} from '\.\/[a-z0-9-]+\.mjs';$/m)
      else if (result) merged++
      // Kept as it is: one shape, or a filled one.
      else expect(read!.node.length === 1 || read!.node.some(([, attributes]) => 'fill' in attributes), name).toBe(true)
    }
    expect(merged).toBeGreaterThan(1500)
  })

  it('leaves every other module alone', () => {
    expect(transform('const node: [\n  ["path", { d: "M1 1" }]\n  ]', '/app/src/icons.ts')).toBeNull()
  })
})
