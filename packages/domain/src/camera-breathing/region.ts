// Proposing the box for the owner (docs/decisions/035-camera-breath-counting.md): the part of the
// picture where a breathing rhythm is clearest. Overlapping windows of half the frame's width and
// height (a 3×3 arrangement, each a quarter of the frame from the next) are each counted on their
// own; of those counting about the windows' median rate, the most confident is proposed. The owner
// still sees the box and can move it.
import { createBreathCounter, type Region } from './counter.ts'

export interface RegionProposal {
  region: Region
  breathsPerMinute: number
  confidence: number
}

export interface RegionProposer {
  addFrame(gray: Uint8Array, timeMs: number): void
  /** The best window so far, or null while none is counted with enough confidence. */
  propose(): RegionProposal | null
}

/** Windows of half the frame, a quarter of it apart: every part of the frame is in one's middle. */
export function candidateRegions(width: number, height: number): Region[] {
  const w = Math.floor(width / 2)
  const h = Math.floor(height / 2)
  const regions: Region[] = []
  for (let row = 0; row < 3; row++)
    for (let column = 0; column < 3; column++)
      regions.push({ x: Math.floor((column * (width - w)) / 2), y: Math.floor((row * (height - h)) / 2), width: w, height: h })
  return regions
}

export function createRegionProposer(options: { width: number; height: number }): RegionProposer {
  const windows = candidateRegions(options.width, options.height).map((region) => ({
    region,
    counter: createBreathCounter({ ...options, region }),
  }))
  return {
    addFrame(gray, timeMs) {
      for (const { counter } of windows) counter.addFrame(gray, timeMs)
    },
    propose() {
      const counted: RegionProposal[] = []
      let moved = 0
      for (const { region, counter } of windows) {
        const count = counter.result()
        if (count.status === 'counted') counted.push({ region, breathsPerMinute: count.breathsPerMinute, confidence: count.confidence })
        else if (count.reason === 'moved') moved++
      }
      // The pet shifting or the camera moving shows in many windows; a window beside it can still
      // look calm and rhythmic. A third of the windows moved: nothing is proposed.
      if (moved >= windows.length / 3) return null
      if (!counted.length) return null
      // A breath moves much of the body, a twitching paw or an ear one window: the windows'
      // median rate is the breathing's, and the clearest window at about that rate is proposed.
      const rates = counted.map((c) => c.breathsPerMinute).sort((a, b) => a - b)
      const median = rates[rates.length >> 1]!
      const agreeing = counted.filter((c) => Math.abs(c.breathsPerMinute - median) <= Math.max(2, 0.1 * median))
      return agreeing.sort((a, b) => b.confidence - a.confidence)[0] ?? null
    },
  }
}
