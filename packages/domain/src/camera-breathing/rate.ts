// The rate of a band-passed breathing trace (docs/decisions/035-camera-breath-counting.md). The
// spectrum proposes periods; for each, the trace's peaks are counted with that period in mind, and
// the period whose count agrees with it and whose breaths come most evenly wins. Counting follows
// pauses and uneven breaths that smear the spectrum; the spectrum keeps counting from taking noise
// bumps for breaths.
import { autocorrelation, deviation, findPeaks, MAX_RATE, MIN_RATE, rateFromPeaks, spectralPeak } from './signal.ts'

export interface RateEstimate {
  /** Breaths per minute. */
  rate: number
  /** Share of the intervals between counted breaths near their median (0..1). */
  regularity: number
  /** The trace's autocorrelation at about the breaths' period (−1..1). */
  periodicity: number
  /** What it rested on (the bench prints them). */
  measures: Record<string, number>
}

/** Median rise of counted peaks, in the trace's standard deviations, below which they are ripples. */
const MIN_PROMINENCE = 1.3

interface Candidate {
  rate: number
  counted: number
  regularity: number
  /** Median prominence of the counted peaks, in standard deviations of the trace. */
  prominence: number
}

/** Share of the intervals between peaks within −30 %/+40 % of their median: 1 for a metronome. */
function regularity(peaks: readonly number[]): number {
  const intervals = peaks.slice(1).map((p, i) => p - peaks[i]!)
  if (intervals.length < 2) return 0
  const median = [...intervals].sort((a, b) => a - b)[intervals.length >> 1]!
  return intervals.filter((d) => d >= 0.7 * median && d <= 1.4 * median).length / intervals.length
}

const quantile = (values: readonly number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))] ?? 0

/**
 * Counts the peaks at least 0.6 of `rate`'s period apart that rise at least a third as much as the
 * big ones (the upper quartile): the bumps of noise in a long rest between slow breaths do not.
 */
function tryRate(signal: ArrayLike<number>, sampleRate: number, rate: number): Candidate | null {
  const period = (60 / rate) * sampleRate
  const all = findPeaks(signal, Math.max(2, Math.round(period * 0.6)))
  const big = quantile(
    all.map((p) => p.prominence),
    0.75,
  )
  const peaks = all.filter((p) => p.prominence >= big / 3)
  const indices = peaks.map((p) => p.index)
  const counted = rateFromPeaks(indices, sampleRate)
  if (counted === null || Math.abs(counted - rate) > 0.2 * rate) return null
  const sd = deviation(signal) || 1
  return {
    rate,
    counted,
    regularity: regularity(indices),
    prominence: quantile(
      peaks.map((p) => p.prominence / sd),
      0.5,
    ),
  }
}

/**
 * The trace turned so that breaths point up. Its sign is arbitrary (a principal component); a
 * sleeping pet rests between breaths, so the breaths are the trace's long tail (positive skew).
 * Counted the wrong way up, the ripples of the rest would be taken for breaths.
 */
export function breathsUp(signal: ArrayLike<number>): Float64Array {
  let mean = 0
  for (let i = 0; i < signal.length; i++) mean += signal[i]! / signal.length
  let skew = 0
  for (let i = 0; i < signal.length; i++) skew += (signal[i]! - mean) ** 3
  return Float64Array.from(signal, (v) => (skew < 0 ? -v : v))
}

export function estimateRate(trace: ArrayLike<number>, sampleRate: number): RateEstimate {
  const signal = breathsUp(trace)
  const spectral = spectralPeak(signal, sampleRate)
  const proposals = new Set<number>()
  for (const r of spectral.candidates)
    for (const k of [0.5, 1, 2]) if (r * k >= MIN_RATE && r * k <= MAX_RATE) proposals.add(Math.round(r * k * 10) / 10)
  const tried = [...proposals].map((r) => tryRate(signal, sampleRate, r)).filter((c): c is Candidate => c !== null)
  // The fastest even count whose peaks are breaths, not ripples (a sine's rise is 2.8 standard
  // deviations), wins: a slower count that is as even skipped every other breath.
  const chosen = tried.filter((c) => c.regularity >= 0.6 && c.prominence >= MIN_PROMINENCE).sort((a, b) => b.counted - a.counted)[0] ?? null
  const rate = chosen?.counted ?? spectral.rate
  const period = (60 / rate) * sampleRate
  const acf = autocorrelation(signal, Math.min(signal.length - 1, Math.ceil(period * 1.3)))
  let periodicity = 0
  for (let lag = Math.floor(period * 0.75); lag < acf.length; lag++) periodicity = Math.max(periodicity, acf[lag]!)
  const regular = chosen?.regularity ?? 0
  return {
    rate,
    regularity: regular,
    periodicity,
    measures: {
      spectral: spectral.rate,
      counted: chosen?.counted ?? 0,
      regularity: regular,
      prominence: chosen?.prominence ?? 0,
      periodicity,
      concentration: spectral.concentration,
    },
  }
}
