// The signal steps of the camera breath counter (docs/decisions/035-camera-breath-counting.md):
// a motion trace sampled at irregular frame times is put on a regular grid, its drift removed,
// band-passed to plausible breathing rates, and its rate read from the spectrum and refined by
// counting peaks. Pure functions over plain arrays: they run in a Web Worker and in Node alike.

/** Breathing rates the counter looks for, breaths per minute: a sleeping pet is well inside. */
export const MIN_RATE = 8
export const MAX_RATE = 80

/** Linear interpolation of (times, values) onto a regular grid of `rate` samples per second. */
export function resample(times: ArrayLike<number>, values: ArrayLike<number>, rate: number): Float64Array {
  const n = times.length
  if (n < 2) return new Float64Array(n ? [values[0]!] : [])
  const start = times[0]!
  const count = Math.floor(((times[n - 1]! - start) * rate) / 1000) + 1
  const out = new Float64Array(count)
  let j = 0
  for (let i = 0; i < count; i++) {
    const t = start + (i * 1000) / rate
    while (j < n - 2 && times[j + 1]! < t) j++
    const t0 = times[j]!
    const t1 = times[j + 1]!
    const f = t1 > t0 ? Math.min(1, Math.max(0, (t - t0) / (t1 - t0))) : 0
    out[i] = values[j]! + f * (values[j + 1]! - values[j]!)
  }
  return out
}

/** The signal minus its least-squares straight line (slow drift: light, a settling camera). */
export function detrend(x: ArrayLike<number>): Float64Array {
  const n = x.length
  const out = new Float64Array(n)
  if (n === 0) return out
  const mid = (n - 1) / 2
  let sx = 0
  let sxt = 0
  let stt = 0
  for (let i = 0; i < n; i++) {
    sx += x[i]!
    sxt += (i - mid) * x[i]!
    stt += (i - mid) * (i - mid)
  }
  const mean = sx / n
  const slope = stt ? sxt / stt : 0
  for (let i = 0; i < n; i++) out[i] = x[i]! - mean - slope * (i - mid)
  return out
}

interface Biquad {
  b: [number, number, number]
  a: [number, number]
}

/** Second-order Butterworth sections (the audio cookbook's formulas, Q = 1/√2). */
function biquad(kind: 'low' | 'high', cutoffHz: number, rate: number): Biquad {
  const w = (2 * Math.PI * cutoffHz) / rate
  const cos = Math.cos(w)
  const alpha = Math.sin(w) / Math.SQRT2
  const a0 = 1 + alpha
  const b =
    kind === 'low' ? [(1 - cos) / 2 / a0, (1 - cos) / a0, (1 - cos) / 2 / a0] : [(1 + cos) / 2 / a0, -(1 + cos) / a0, (1 + cos) / 2 / a0]
  return { b: b as [number, number, number], a: [(-2 * cos) / a0, (1 - alpha) / a0] }
}

function run({ b, a }: Biquad, x: Float64Array): Float64Array {
  const y = new Float64Array(x.length)
  let x1 = x[0] ?? 0
  let x2 = x1
  // Start from the steady state of a constant input equal to the first sample: no step at the edge.
  const gain = (b[0] + b[1] + b[2]) / (1 + a[0] + a[1])
  let y1 = x1 * gain
  let y2 = y1
  for (let i = 0; i < x.length; i++) {
    const v = b[0] * x[i]! + b[1] * x1 + b[2] * x2 - a[0] * y1 - a[1] * y2
    x2 = x1
    x1 = x[i]!
    y2 = y1
    y1 = v
    y[i] = v
  }
  return y
}

/**
 * Zero-phase band-pass (each section run forwards and backwards, so peaks stay where they were),
 * between `lowHz` and `highHz`. The ends are padded with the signal mirrored about its end values
 * so the filters settle outside the part that is measured.
 */
export function bandPass(x: ArrayLike<number>, rate: number, lowHz: number, highHz: number): Float64Array {
  const n = x.length
  if (n < 4) return new Float64Array(n)
  const pad = Math.min(n - 1, Math.round(rate / lowHz))
  const padded = new Float64Array(n + 2 * pad)
  for (let i = 0; i < pad; i++) {
    padded[pad - 1 - i] = 2 * x[0]! - x[i + 1]!
    padded[pad + n + i] = 2 * x[n - 1]! - x[n - 2 - i]!
  }
  for (let i = 0; i < n; i++) padded[pad + i] = x[i]!
  let y: Float64Array = padded
  for (const section of [biquad('high', lowHz, rate), biquad('low', highHz, rate)]) {
    y = run(section, y).reverse()
    y = run(section, y).reverse()
  }
  return y.slice(pad, pad + n)
}

/** Normalised autocorrelation at lags 0..maxLag (1 at lag 0; 0 for a flat signal). */
export function autocorrelation(x: ArrayLike<number>, maxLag: number): Float64Array {
  const n = x.length
  const out = new Float64Array(maxLag + 1)
  let energy = 0
  for (let i = 0; i < n; i++) energy += x[i]! * x[i]!
  if (energy === 0) return out
  for (let lag = 0; lag <= maxLag && lag < n; lag++) {
    let s = 0
    for (let i = lag; i < n; i++) s += x[i]! * x[i - lag]!
    // Unbiased by the overlap, so a long lag is not penalised for being long.
    out[lag] = ((s / (n - lag)) * n) / energy
  }
  return out
}

export interface SpectralPeak {
  /** Breaths per minute at the strongest peak between MIN_RATE and MAX_RATE. */
  rate: number
  /** Share of the band's power within ±12 % of that rate (1: a pure tone). */
  concentration: number
  /** The spectrum's local maxima, strongest first (at most 4): other candidates for the rate. */
  candidates: number[]
}

/**
 * The strongest rate in the power spectrum (Hann window, evaluated every 0.1 breaths/min rather
 * than at the FFT's coarse bins: 30 s of signal has bins 2 breaths/min apart).
 */
export function spectralPeak(x: ArrayLike<number>, rate: number, minRate = MIN_RATE, maxRate = MAX_RATE): SpectralPeak {
  const n = x.length
  const w = new Float64Array(n)
  for (let i = 0; i < n; i++) w[i] = x[i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / Math.max(1, n - 1)))
  const step = 0.1
  const rates: number[] = []
  const power: number[] = []
  for (let r = minRate; r <= maxRate + 1e-9; r += step) {
    const omega = (2 * Math.PI * r) / 60 / rate
    // Goertzel-free direct sum with a rotating phasor: n multiplications per rate.
    let re = 0
    let im = 0
    const c = Math.cos(omega)
    const s = Math.sin(omega)
    let pc = 1
    let ps = 0
    for (let i = 0; i < n; i++) {
      re += w[i]! * pc
      im -= w[i]! * ps
      const next = pc * c - ps * s
      ps = pc * s + ps * c
      pc = next
    }
    rates.push(r)
    power.push(re * re + im * im)
  }
  let best = 0
  for (let i = 1; i < power.length; i++) if (power[i]! > power[best]!) best = i
  const peakRate = rates[best]!
  let inside = 0
  let total = 0
  for (let i = 0; i < power.length; i++) {
    total += power[i]!
    if (Math.abs(rates[i]! - peakRate) <= 0.12 * peakRate) inside += power[i]!
  }
  const candidates = power
    .map((p, i) => ({ p, i }))
    .filter(({ i }) => i > 0 && i < power.length - 1 && power[i]! >= power[i - 1]! && power[i]! >= power[i + 1]!)
    .sort((a, b) => b.p - a.p)
    .slice(0, 4)
    .map(({ i }) => rates[i]!)
  return { rate: peakRate, concentration: total ? inside / total : 0, candidates }
}

export interface Peak {
  index: number
  /** How far it rises above the lower of the lowest points between it and its neighbouring peaks. */
  prominence: number
}

/**
 * The peaks of `x`: local maxima at least `minDistance` samples apart (a smaller peak closer than
 * that to a larger one is dropped: a shoulder on an exhalation), with their prominence.
 */
export function findPeaks(x: ArrayLike<number>, minDistance: number): Peak[] {
  const n = x.length
  const candidates: number[] = []
  for (let i = 1; i < n - 1; i++) if (x[i]! > x[i - 1]! && x[i]! >= x[i + 1]!) candidates.push(i)
  // Largest first, so a big peak claims its neighbourhood before its shoulders.
  const byHeight = [...candidates].sort((a, b) => x[b]! - x[a]!)
  const kept: number[] = []
  for (const i of byHeight) if (kept.every((k) => Math.abs(k - i) >= minDistance)) kept.push(i)
  kept.sort((a, b) => a - b)
  return kept.map((i, k) => {
    let leftMin = x[i]!
    for (let j = i - 1; j >= (k > 0 ? kept[k - 1]! : 0); j--) leftMin = Math.min(leftMin, x[j]!)
    let rightMin = x[i]!
    for (let j = i + 1; j <= (k < kept.length - 1 ? kept[k + 1]! : n - 1); j++) rightMin = Math.min(rightMin, x[j]!)
    return { index: i, prominence: x[i]! - Math.max(leftMin, rightMin) }
  })
}

/** Breaths per minute from peak positions (samples at `rate` per second): mean interval, first to last. */
export function rateFromPeaks(peaks: readonly number[], rate: number): number | null {
  if (peaks.length < 3) return null
  return (60 * (peaks.length - 1) * rate) / (peaks.at(-1)! - peaks[0]!)
}

/** Standard deviation. */
export function deviation(x: ArrayLike<number>): number {
  const n = x.length
  if (!n) return 0
  let s = 0
  for (let i = 0; i < n; i++) s += x[i]!
  const mean = s / n
  let v = 0
  for (let i = 0; i < n; i++) v += (x[i]! - mean) ** 2
  return Math.sqrt(v / n)
}
