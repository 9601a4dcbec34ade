import type { Region } from '@pawpulse/domain/camera-breathing/counter'

/** The box over the chest as shares of the picture (0 to 1), so it survives any preview size. */
export interface BoxShare {
  left: number
  top: number
  width: number
  height: number
}

/** The middle of the picture: where a phone propped up facing a sleeping pet usually sees its chest. */
export const DEFAULT_BOX: BoxShare = { left: 0.25, top: 0.25, width: 0.5, height: 0.5 }
/** Smaller than this, the box holds too few pixels to see a breath in a 160-pixel-wide frame. */
export const MIN_BOX_SHARE = 0.15
/** One arrow key press: a small step; with Shift the box grows or shrinks instead of moving. */
export const KEY_STEP = 0.02

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** Moved by a share of the picture, never past its edges. */
export function moveBox(box: BoxShare, dx: number, dy: number): BoxShare {
  return { ...box, left: clamp(box.left + dx, 0, 1 - box.width), top: clamp(box.top + dy, 0, 1 - box.height) }
}

/** Grown or shrunk from its top-left corner, at least MIN_BOX_SHARE and never past the edges. */
export function resizeBox(box: BoxShare, dWidth: number, dHeight: number): BoxShare {
  return {
    ...box,
    width: clamp(box.width + dWidth, MIN_BOX_SHARE, 1 - box.left),
    height: clamp(box.height + dHeight, MIN_BOX_SHARE, 1 - box.top),
  }
}

/** The box in a frame's pixels, for the counter. */
export function boxToRegion(box: BoxShare, frameWidth: number, frameHeight: number): Region {
  const x = Math.round(box.left * frameWidth)
  const y = Math.round(box.top * frameHeight)
  return {
    x,
    y,
    width: Math.min(Math.round(box.width * frameWidth), frameWidth - x),
    height: Math.min(Math.round(box.height * frameHeight), frameHeight - y),
  }
}

const arrows: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }

/** An arrow key moves the box; Shift with an arrow resizes it. Null for any other key. */
export function boxAfterKey(box: BoxShare, key: string, withShift: boolean): BoxShare | null {
  const arrow = arrows[key]
  if (!arrow) return null
  const [dx, dy] = arrow.map((d) => d * KEY_STEP) as [number, number]
  return withShift ? resizeBox(box, dx, dy) : moveBox(box, dx, dy)
}
