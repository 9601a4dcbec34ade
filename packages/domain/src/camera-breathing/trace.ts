// From the blocks' positions over time to a breathing rate, or a reason not to give one
// (docs/decisions/035-camera-breath-counting.md).
import type { RefusalReason } from './counter.ts'
import { estimateRate } from './rate.ts'
import { bandPass, deviation, MAX_RATE, MIN_RATE, resample } from './signal.ts'

/** The grid the trace is resampled to, samples per second: 5 Hz is 300 breaths/min, far above any. */
const SAMPLE_RATE = 10

/** Pixels a frame above which the region's content is taken to have moved, not breathed. */
export const MOVED_SPEED = 1.6
/** Pixels the region drifts slowly (below breathing rates) before the pet or camera counts as moved. */
export const MOVED_DRIFT = 4
/** Mean gradient (grey levels a pixel) under which there is no texture to follow: dark or blank. */
export const FLAT_TEXTURE = 1.2
/**
 * Breathing trace's size, pixels (standard deviation), under which nothing breathes in the region.
 * On the bench, sensor noise alone gave up to 0.18 and a table's vibration (aliased into the
 * breathing band) 0.09 with a confident rate; the weakest breathing clip 0.31.
 */
export const FLAT_AMPLITUDE = 0.15
/** Share of brightness change between two frames beyond which the light jumped (a lamp, auto-exposure). */
export const LIGHT_JUMP = 0.2

export interface Trace {
  times: readonly number[]
  /** Per frame, every block's accumulated [x, y] shift since the first frame. */
  positions: readonly Float64Array[]
  /** Per frame after the first: motion.ts's measures. */
  speeds: readonly number[]
  brightness: readonly number[]
  texture: readonly number[]
}

export interface TraceAnalysis {
  seconds: number
  rate: number
  confidence: number
  refusal: RefusalReason | null
  /** What the decision rested on (the bench prints them). */
  measures: Record<string, number>
  /** The band-passed breathing trace at SAMPLE_RATE, for tests and the bench. */
  signal: Float64Array
}

const quantile = (values: readonly number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0

export function analyseTrace(trace: Trace): TraceAnalysis {
  const { times, positions } = trace
  const seconds = times.length > 1 ? (times.at(-1)! - times[0]!) / 1000 : 0
  const measures: Record<string, number> = {}
  const none = (refusal: RefusalReason, signal: Float64Array = new Float64Array()): TraceAnalysis => ({
    seconds,
    rate: 0,
    confidence: 0,
    refusal,
    measures,
    signal,
  })
  if (times.length < 3 * SAMPLE_RATE) return none('too-short')

  measures.texture = quantile(trace.texture, 0.5)
  if (measures.texture < FLAT_TEXTURE) return none('flat')
  measures.lightJump = 0
  for (let i = 1; i < trace.brightness.length; i++) {
    const [a, b] = [trace.brightness[i - 1]!, trace.brightness[i]!]
    measures.lightJump = Math.max(measures.lightJump, Math.abs(b - a) / Math.max(a, b, 8))
  }
  if (measures.lightJump > LIGHT_JUMP) return none('light')
  // The sensor's noise alone reads as some speed: what the calmest frames show is taken off.
  const floor = quantile(trace.speeds, 0.1)
  const excess = trace.speeds.map((s) => Math.sqrt(Math.max(0, s * s - floor * floor)))
  measures.speedFloor = floor
  measures.maxSpeed = Math.max(...excess)
  measures.fastFrames = excess.filter((s) => s > MOVED_SPEED).length
  if (measures.fastFrames >= 3 || measures.maxSpeed > 2 * MOVED_SPEED) return none('moved')

  const channels = positions[0]!.length
  const filtered: Float64Array[] = []
  // How far the region's content wandered as a whole (the mean of its blocks), x and y.
  const whole = [new Float64Array(), new Float64Array()].map(() => new Float64Array(0))
  for (let c = 0; c < channels; c++) {
    const series = resample(
      times,
      positions.map((p) => p[c]!),
      SAMPLE_RATE,
    )
    const axis = c % 2
    if (whole[axis]!.length === 0) whole[axis] = new Float64Array(series.length)
    for (let i = 0; i < series.length; i++) whole[axis]![i]! += series[i]! / (channels / 2)
    filtered.push(bandPass(series, SAMPLE_RATE, (MIN_RATE * 0.8) / 60, (MAX_RATE * 1.15) / 60))
  }
  measures.drift = Math.hypot(...whole.map(slowRange))
  if (measures.drift > MOVED_DRIFT) return none('moved')

  const { signal, direction } = principalComponent(filtered)
  measures.amplitude = deviation(signal)
  measures.uniformity = uniformity(direction)
  // A breath moves the blocks together; noise moves each its own way.
  const total = filtered.reduce((sum, c) => sum + deviation(c) ** 2, 0)
  measures.explained = total ? measures.amplitude ** 2 / total : 0
  if (measures.amplitude < FLAT_AMPLITUDE) return none('flat', signal)
  const { rate, regularity, periodicity, measures: rated } = estimateRate(signal, SAMPLE_RATE)
  Object.assign(measures, rated)
  // Evenly spaced breaths, a trace that repeats at their period, and blocks moving together: on
  // the bench's clips where nothing breathes, periodicity + explained stayed under 0.65, where a
  // pet breathed it was over 0.95 (bench/README.md).
  const confidence = Math.max(0, Math.min(1, regularity * (periodicity + measures.explained - 0.3)))
  return { seconds, rate, confidence, refusal: null, measures, signal }
}

/** Range of the series after a 4 s moving average: how far it wandered below breathing rates. */
function slowRange(x: Float64Array): number {
  const half = 2 * SAMPLE_RATE
  if (x.length <= 2 * half) return 0
  let sum = 0
  for (let i = 0; i < 2 * half; i++) sum += x[i]!
  let lo = Infinity
  let hi = -Infinity
  for (let i = 2 * half; i < x.length; i++) {
    sum += x[i]! - x[i - 2 * half]!
    const mean = sum / (2 * half)
    lo = Math.min(lo, mean)
    hi = Math.max(hi, mean)
  }
  return hi - lo
}

/**
 * The direction in the blocks' shifts that moves most (first principal component, by power
 * iteration): a flank rising moves its blocks together, some up and some outwards, and noise does
 * not add up across blocks. The result is in pixels along that direction.
 */
export function principalComponent(channels: readonly Float64Array[]): { signal: Float64Array; direction: Float64Array } {
  const k = channels.length
  const n = channels[0]?.length ?? 0
  const cov = new Float64Array(k * k)
  for (let a = 0; a < k; a++)
    for (let b = a; b < k; b++) {
      let s = 0
      for (let i = 0; i < n; i++) s += channels[a]![i]! * channels[b]![i]!
      cov[a * k + b] = cov[b * k + a] = s / Math.max(1, n)
    }
  let v = new Float64Array(k).fill(1 / Math.sqrt(k))
  for (let iteration = 0; iteration < 50; iteration++) {
    const next = new Float64Array(k)
    for (let a = 0; a < k; a++) for (let b = 0; b < k; b++) next[a]! += cov[a * k + b]! * v[b]!
    const norm = Math.hypot(...next)
    if (norm === 0) break
    v = next.map((x) => x / norm)
  }
  const out = new Float64Array(n)
  for (let c = 0; c < k; c++) for (let i = 0; i < n; i++) out[i]! += v[c]! * channels[c]![i]!
  return { signal: out, direction: v }
}

/**
 * How much of a direction in the blocks' [x, y] shifts is every block moving the same way (0..1):
 * the picture shaking as a whole. A breath lifts the flank more than the belly and the blanket
 * not at all.
 */
export function uniformity(direction: Float64Array): number {
  const blocks = direction.length / 2
  let sx = 0
  let sy = 0
  for (let b = 0; b < blocks; b++) {
    sx += direction[2 * b]!
    sy += direction[2 * b + 1]!
  }
  return (sx * sx + sy * sy) / blocks
}
