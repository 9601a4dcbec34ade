// The synthetic scene of a camera breathing clip: a pet lying on its side on a blanket, seen from
// the side. Its body is an ellipse of fur texture whose upper flank rises and falls with each
// breath (the fur moves with it, anchored where the body rests on the blanket), a head that does
// not breathe, a paw that twitches now and then. The camera shakes a little, the light drifts,
// the sensor adds noise. Everything is a function of the seed and the time.

/** A small seeded generator (mulberry32) with the draws the scene needs. */
export class Random {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0)
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  between(low: number, high: number): number {
    return low + (high - low) * this.next()
  }
  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next())
  }
  chance(p: number): boolean {
    return this.next() < p
  }
}

/** Smooth value noise on a size×size tile (wrapping): `scale` px blobs, values about 0..1. */
export function noiseTexture(random: Random, size: number, scale: number): Float32Array {
  const out = new Float32Array(size * size)
  for (const [cell, weight] of [
    [scale, 0.6],
    [scale / 2, 0.3],
    [scale / 4, 0.1],
  ] as const) {
    const cells = Math.max(2, Math.round(size / cell))
    const lattice = Float32Array.from({ length: cells * cells }, () => random.next())
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const fx = (x / size) * cells
        const fy = (y / size) * cells
        const [x0, y0] = [Math.floor(fx), Math.floor(fy)]
        const [sx, sy] = [smooth(fx - x0), smooth(fy - y0)]
        const at = (i: number, j: number) => lattice[(j % cells) * cells + (i % cells)]!
        const top = at(x0, y0) + sx * (at(x0 + 1, y0) - at(x0, y0))
        const bottom = at(x0, y0 + 1) + sx * (at(x0 + 1, y0 + 1) - at(x0, y0 + 1))
        out[y * size + x]! += weight * (top + sy * (bottom - top))
      }
  }
  return out
}

const smooth = (t: number) => t * t * (3 - 2 * t)

/** Bilinear sample of a wrapping size×size texture at (x, y). */
export function sample(texture: Float32Array, size: number, x: number, y: number): number {
  const fx = ((x % size) + size) % size
  const fy = ((y % size) + size) % size
  const x0 = Math.floor(fx)
  const y0 = Math.floor(fy)
  const x1 = (x0 + 1) % size
  const y1 = (y0 + 1) % size
  const sx = fx - x0
  const sy = fy - y0
  const top = texture[y0 * size + x0]! * (1 - sx) + texture[y0 * size + x1]! * sx
  const bottom = texture[y1 * size + x0]! * (1 - sx) + texture[y1 * size + x1]! * sx
  return top * (1 - sy) + bottom * sy
}

export interface Breath {
  /** When the inhalation starts, seconds from the clip's start (the first may be before 0). */
  onset: number
  /** Seconds to the next breath's onset. */
  interval: number
  /** Relative depth: 1 for an ordinary breath, about 2 for a sigh. */
  depth: number
}

/**
 * Breaths at a mean `rate` per minute for `seconds`: intervals vary by `variability` (their
 * coefficient of variation), a pause after a breath now and then, a deeper, longer sigh rarely.
 */
export function breathSequence(random: Random, rate: number, seconds: number, variability: number): Breath[] {
  const period = 60 / rate
  const breaths: Breath[] = []
  let onset = -random.between(0, period)
  while (onset < seconds) {
    let interval = period * Math.min(1.5, Math.max(0.65, 1 + variability * random.normal()))
    let depth = Math.min(1.25, Math.max(0.75, 1 + 0.12 * random.normal()))
    if (random.chance(0.04)) {
      depth *= 1.9
      interval *= 1.35
    } else if (random.chance(0.05)) interval *= random.between(1.4, 1.9)
    breaths.push({ onset, interval, depth })
    onset += interval
  }
  return breaths
}

/** The true rate of a sequence within [0, seconds): breaths per minute over the mean interval. */
export function trueRate(breaths: readonly Breath[], seconds: number): number {
  const inside = breaths.filter((b) => b.onset >= 0 && b.onset < seconds)
  if (inside.length < 2) return 0
  return (60 * (inside.length - 1)) / (inside.at(-1)!.onset - inside[0]!.onset)
}

/**
 * How far the chest is raised at time t, 0 (rest) to about `depth`: a quick rise, a slower fall,
 * then rest until the next breath (long at slow rates, as in a sleeping animal).
 */
export function chestRise(breaths: readonly Breath[], t: number): number {
  let lo = 0
  let hi = breaths.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (breaths[mid]!.onset <= t) lo = mid
    else hi = mid - 1
  }
  const breath = breaths[lo]
  if (!breath || t < breath.onset) return 0
  const tau = t - breath.onset
  const inhale = Math.min(0.4 * breath.interval, 1.3)
  const exhale = Math.min(breath.interval - inhale, 1.6 * inhale)
  if (tau < inhale) return (breath.depth * (1 - Math.cos((Math.PI * tau) / inhale))) / 2
  if (tau < inhale + exhale) return (breath.depth * (1 + Math.cos((Math.PI * (tau - inhale)) / exhale))) / 2
  return 0
}
