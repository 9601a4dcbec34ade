import { describe, expect, it } from 'vitest'
import { candidateRegions, createRegionProposer } from './region.ts'

const WIDTH = 64
const HEIGHT = 48

const texture = (x: number, y: number) =>
  128 + 30 * Math.sin(x * 0.7 + y * 0.3) + 25 * Math.sin(y * 0.9 - x * 0.2 + 1) + 15 * Math.sin((x + y) * 0.45 + 2)

describe('candidateRegions', () => {
  it('covers the frame with 9 windows of half its size, a quarter apart', () => {
    const regions = candidateRegions(WIDTH, HEIGHT)
    expect(regions).toHaveLength(9)
    expect(regions[0]).toEqual({ x: 0, y: 0, width: 32, height: 24 })
    expect(regions[8]).toEqual({ x: 32, y: 24, width: 32, height: 24 })
  })
})

// Nine counters over hundreds of frames: seconds on a busy machine, not a timing test.
describe('createRegionProposer', { timeout: 60_000 }, () => {
  it('proposes a window over the part that breathes, with its rate', () => {
    const proposer = createRegionProposer({ width: WIDTH, height: HEIGHT })
    // Only the bottom-right quarter rises and falls, 24 times a minute.
    for (let time = 0; time <= 20_000; time += 80) {
      const shift = 1.2 * Math.sin((2 * Math.PI * 12 * time) / 60_000) ** 2
      const frame = Uint8Array.from({ length: WIDTH * HEIGHT }, (_, i) => {
        const [x, y] = [i % WIDTH, Math.floor(i / WIDTH)]
        return Math.round(texture(x, x >= 32 && y >= 24 ? y - shift : y))
      })
      proposer.addFrame(frame, time)
    }
    const proposal = proposer.propose()
    expect(proposal).not.toBeNull()
    expect(Math.abs(proposal!.breathsPerMinute - 24)).toBeLessThanOrEqual(1)
    const { x, y, width, height } = proposal!.region
    // The window holds some of the breathing quarter.
    expect(x + width).toBeGreaterThan(32)
    expect(y + height).toBeGreaterThan(24)
  })

  it('proposes nothing where nothing breathes', () => {
    const proposer = createRegionProposer({ width: WIDTH, height: HEIGHT })
    const frame = Uint8Array.from({ length: WIDTH * HEIGHT }, (_, i) => Math.round(texture(i % WIDTH, Math.floor(i / WIDTH))))
    for (let time = 0; time <= 12_000; time += 80) proposer.addFrame(frame, time)
    expect(proposer.propose()).toBeNull()
  })
})
