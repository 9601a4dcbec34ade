import { describe, expect, it } from 'vitest'
import { boxAfterKey, boxToRegion, DEFAULT_BOX, MIN_BOX_SHARE, moveBox, resizeBox } from './chest-region'

const box = { left: 0.25, top: 0.25, width: 0.5, height: 0.5 }
const rounded = (b: { left: number; top: number; width: number; height: number }) =>
  Object.fromEntries(Object.entries(b).map(([k, v]) => [k, Math.round(v * 1000) / 1000]))

describe('chest box', () => {
  it.each([
    ['right and down', 0.1, 0.1, { left: 0.35, top: 0.35, width: 0.5, height: 0.5 }],
    ['past the right edge stops at it', 0.6, 0, { left: 0.5, top: 0.25, width: 0.5, height: 0.5 }],
    ['past the top-left corner stops at it', -1, -1, { left: 0, top: 0, width: 0.5, height: 0.5 }],
  ])('moves %s', (_name, dx, dy, expected) => expect(rounded(moveBox(box, dx, dy))).toEqual(expected))

  it.each([
    ['grows', 0.1, 0.2, { left: 0.25, top: 0.25, width: 0.6, height: 0.7 }],
    ['grows no further than the edges', 1, 1, { left: 0.25, top: 0.25, width: 0.75, height: 0.75 }],
    ['shrinks no smaller than the minimum', -1, -1, { left: 0.25, top: 0.25, width: MIN_BOX_SHARE, height: MIN_BOX_SHARE }],
  ])('%s', (_name, dw, dh, expected) => expect(rounded(resizeBox(box, dw, dh))).toEqual(expected))

  it.each([
    ['ArrowRight', false, { left: 0.27, top: 0.25, width: 0.5, height: 0.5 }],
    ['ArrowUp', false, { left: 0.25, top: 0.23, width: 0.5, height: 0.5 }],
    ['ArrowLeft', true, { left: 0.25, top: 0.25, width: 0.48, height: 0.5 }],
    ['ArrowDown', true, { left: 0.25, top: 0.25, width: 0.5, height: 0.52 }],
    ['Enter', false, null],
  ])('%s (Shift %s) from the keyboard', (key, withShift, expected) => {
    const next = boxAfterKey(box, key, withShift)
    expect(next && rounded(next)).toEqual(expected)
  })

  it.each([
    ['the default box of a 160×120 frame', DEFAULT_BOX, 160, 120, { x: 40, y: 30, width: 80, height: 60 }],
    [
      'a box at the bottom-right edge',
      { left: 0.7, top: 0.8, width: 0.3, height: 0.2 },
      160,
      120,
      { x: 112, y: 96, width: 48, height: 24 },
    ],
    ['the whole picture', { left: 0, top: 0, width: 1, height: 1 }, 160, 90, { x: 0, y: 0, width: 160, height: 90 }],
  ])('is %s in frame pixels', (_name, share, width, height, expected) => expect(boxToRegion(share, width, height)).toEqual(expected))
})
