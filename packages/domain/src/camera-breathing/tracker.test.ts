import { describe, expect, it } from 'vitest'
import { blockGrid, smoothedRegion } from './motion.ts'
import { createBlockTracker } from './tracker.ts'

const WIDTH = 80
const HEIGHT = 60
const REGION = { x: 10, y: 10, width: 60, height: 40 }

/** A smooth texture moved by (dx, dy): its content at (x, y) is the original's at (x − dx, y − dy). */
const frame = (dx: number, dy: number) =>
  Uint8Array.from({ length: WIDTH * HEIGHT }, (_, i) => {
    const [x, y] = [(i % WIDTH) - dx, Math.floor(i / WIDTH) - dy]
    return Math.round(128 + 40 * Math.sin(x * 0.5 + y * 0.2) + 30 * Math.sin(y * 0.6 - x * 0.15 + 1) + 20 * Math.sin((x + y) * 0.35 + 2))
  })

describe('createBlockTracker', () => {
  it.each([
    { dx: 0, dy: 0.3 },
    { dx: 0.5, dy: -0.5 },
    { dx: -1, dy: 1.5 },
    { dx: 2, dy: 0 },
  ])('finds every block moved by ($dx, $dy) within 0.1 px', ({ dx, dy }) => {
    const grid = blockGrid(REGION)
    const tracker = createBlockTracker(REGION, grid)
    tracker.track(smoothedRegion(frame(0, 0), WIDTH, REGION))
    // Half way first, as frames of a movement come one after the other.
    tracker.track(smoothedRegion(frame(dx / 2, dy / 2), WIDTH, REGION))
    const positions = tracker.track(smoothedRegion(frame(dx, dy), WIDTH, REGION))
    for (let b = 0; b < positions.length / 2; b++) {
      expect(Math.abs(positions[2 * b]! - dx)).toBeLessThan(0.1)
      expect(Math.abs(positions[2 * b + 1]! - dy)).toBeLessThan(0.1)
    }
  })

  it('keeps the position across a new reference (a move beyond its reach)', () => {
    const tracker = createBlockTracker(REGION, blockGrid(REGION))
    let positions: Float64Array = new Float64Array()
    for (let step = 0; step <= 8; step++) positions = tracker.track(smoothedRegion(frame(0, step * 0.5), WIDTH, REGION))
    for (let b = 0; b < positions.length / 2; b++) expect(Math.abs(positions[2 * b + 1]! - 4)).toBeLessThan(0.3)
  })
})
