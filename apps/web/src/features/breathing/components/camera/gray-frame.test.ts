import { describe, expect, it } from 'vitest'
import { frameSize, toGray } from './gray-frame'

describe('grey frames', () => {
  it.each([
    ['black', [0, 0, 0, 255], 0],
    ['white', [255, 255, 255, 255], 255],
    ['pure red', [255, 0, 0, 255], 76],
    ['pure green', [0, 255, 0, 255], 150],
    ['pure blue', [0, 0, 255, 255], 29],
    ['mid grey, transparent', [128, 128, 128, 0], 128],
  ])('%s is luminance %i', (_name, rgba, gray) => {
    expect([...toGray(new Uint8ClampedArray(rgba), 1)]).toEqual([gray])
  })

  it('keeps pixel order, one byte a pixel', () => {
    const rgba = new Uint8ClampedArray([0, 0, 0, 255, 255, 255, 255, 255, 10, 10, 10, 255])
    expect([...toGray(rgba, 3)]).toEqual([0, 255, 10])
  })

  it.each([
    [320, 240, { width: 160, height: 120 }],
    [640, 360, { width: 160, height: 90 }],
    [240, 320, { width: 160, height: 214 }],
    [1920, 1080, { width: 160, height: 90 }],
  ])('a %i×%i picture is counted at %j', (w, h, expected) => expect(frameSize(w, h)).toEqual(expected))
})
