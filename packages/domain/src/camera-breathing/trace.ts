// From the blocks' positions over time to a breathing rate, or a reason not to give one
// (docs/decisions/035-camera-breath-counting.md).
import type { RefusalReason } from './counter.ts'
import { autocorrelation, bandPass, deviation, findPeaks, MAX_RATE, MIN_RATE, rateFromPeaks, resample, spectralPeak } from './signal.ts'

/** The grid the trace is resampled to, samples per second: 5 Hz is 300 breaths/min, far above any. */
const SAMPLE_RATE = 10

/** Pixels a frame above which the region's content is taken to have moved, not breathed. */
export const MOVED_SPEED = 1.6
/** Pixels the region drifts slowly (below breathing rates) before the pet or camera counts as moved. */
export const MOVED_DRIFT = 6
/** Mean gradient (grey levels a pixel) under which there is no texture to follow: dark or blank. */
export const FLAT_TEXTURE = 1.2
/** Breathing trace's size, pixels (standard deviation), under which nothing breathes in the region. */
export const FLAT_AMPLITUDE = 0.04
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
  /** The band-passed breathing trace at SAMPLE_RATE, for tests and the bench. */
  signal: Float64Array
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[sorted.length >> 1] ?? 0
}

export function analyseTrace(trace: Trace): TraceAnalysis {
  const { times, positions } = trace
  const seconds = times.length > 1 ? (times.at(-1)! - times[0]!) / 1000 : 0
  const none = (refusal: RefusalReason, confidence = 0): TraceAnalysis => ({
    seconds,
    rate: 0,
    confidence,
    refusal,
    signal: new Float64Array(),
  })
  if (times.length < 3 * SAMPLE_RATE) return none('too-short')

  if (median(trace.texture) < FLAT_TEXTURE) return none('flat')
  for (let i = 1; i < trace.brightness.length; i++) {
    const [a, b] = [trace.brightness[i - 1]!, trace.brightness[i]!]
    if (Math.abs(b - a) > LIGHT_JUMP * Math.max(a, b, 8)) return none('light')
  }
  const fast = trace.speeds.filter((s) => s > MOVED_SPEED).length
  if (fast >= 3) return none('moved')

  const channels = positions[0]!.length
  const filtered: Float64Array[] = []
  let drift = 0
  for (let c = 0; c < channels; c++) {
    const series = resample(
      times,
      positions.map((p) => p[c]!),
      SAMPLE_RATE,
    )
    drift = Math.max(drift, slowRange(series))
    filtered.push(bandPass(series, SAMPLE_RATE, (MIN_RATE * 0.8) / 60, (MAX_RATE * 1.15) / 60))
  }
  if (drift > MOVED_DRIFT) return none('moved')

  const signal = principalComponent(filtered)
  if (deviation(signal) < FLAT_AMPLITUDE) return { ...none('flat'), signal }
  return { seconds, ...rateOf(signal), refusal: null, signal }
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
    sum += x[i]! - (i >= 2 * half ? x[i - 2 * half]! : 0)
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
export function principalComponent(channels: readonly Float64Array[]): Float64Array {
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
  return out
}

/**
 * The rate: the spectrum's strongest period, then the peaks counted with that period in mind
 * (counting follows pauses and uneven breaths that smear the spectrum). Confidence: how periodic
 * the trace is at that period (its autocorrelation there) and whether counting agrees.
 */
export function rateOf(signal: Float64Array): { rate: number; confidence: number } {
  const spectral = spectralPeak(signal, SAMPLE_RATE)
  const period = (60 / spectral.rate) * SAMPLE_RATE
  const acf = autocorrelation(signal, Math.min(signal.length - 1, Math.ceil(period * 1.3)))
  let periodicity = 0
  for (let lag = Math.floor(period * 0.75); lag < acf.length; lag++) periodicity = Math.max(periodicity, acf[lag]!)
  const peaks = findPeaks(signal, Math.max(2, Math.round(period * 0.55)), 0.5 * deviation(signal))
  const counted = rateFromPeaks(peaks, SAMPLE_RATE)
  const agrees = counted !== null && Math.abs(counted - spectral.rate) <= 0.2 * spectral.rate
  const rate = agrees ? counted : spectral.rate
  const confidence = Math.max(0, Math.min(1, periodicity)) * (agrees ? 1 : 0.6)
  return { rate, confidence }
}
