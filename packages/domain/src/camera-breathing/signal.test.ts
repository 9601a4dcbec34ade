import { describe, expect, it } from 'vitest'
import { autocorrelation, bandPass, detrend, deviation, findPeaks, rateFromPeaks, resample, spectralPeak } from './signal.ts'

const RATE = 10 // samples a second

/** A seeded uniform generator, so the noisy cases are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 4294967296
  }
}

/** `seconds` of a breathing-like wave at `perMinute`, with noise, a trend and a phase. */
function wave({
  perMinute,
  seconds,
  noise = 0,
  trend = 0,
  seed = 1,
}: {
  perMinute: number
  seconds: number
  noise?: number
  trend?: number
  seed?: number
}) {
  const next = random(seed)
  return Float64Array.from({ length: seconds * RATE }, (_, i) => {
    const t = i / RATE
    return Math.sin((2 * Math.PI * perMinute * t) / 60 + 0.7) + trend * t + noise * (next() - 0.5) * 2
  })
}

describe('resample', () => {
  it('puts irregular samples of a line on a regular grid exactly', () => {
    const times = [0, 90, 210, 300, 380, 520, 600, 700]
    const values = times.map((t) => 3 + t / 100)
    const out = resample(times, values, RATE)
    expect(out.length).toBe(8)
    out.forEach((v, i) => expect(v).toBeCloseTo(3 + i, 9))
  })
})

describe('detrend', () => {
  it('removes a straight line and the mean, leaving the wave', () => {
    const clean = wave({ perMinute: 30, seconds: 30 })
    const out = detrend(wave({ perMinute: 30, seconds: 30, trend: 0.5 }).map((v) => v + 40))
    expect(deviation(out.map((v, i) => v - clean[i]!))).toBeLessThan(0.05)
  })
})

describe('bandPass', () => {
  const gain = (perMinute: number) => {
    const input = wave({ perMinute, seconds: 60 })
    return deviation(bandPass(input, RATE, 0.1, 1.5).subarray(100, 500)) / deviation(input.subarray(100, 500))
  }
  it.each([
    { perMinute: 10, low: 0.8, high: 1.05 },
    { perMinute: 30, low: 0.9, high: 1.05 },
    { perMinute: 70, low: 0.7, high: 1.05 }, // near the 90/min corner, run twice: 0.76
  ])('passes $perMinute breaths/min (gain $low–$high)', ({ perMinute, low, high }) => {
    expect(gain(perMinute)).toBeGreaterThan(low)
    expect(gain(perMinute)).toBeLessThan(high)
  })
  it.each([{ perMinute: 1 }, { perMinute: 240 }])('stops $perMinute/min (drift, jitter)', ({ perMinute }) => {
    expect(gain(perMinute)).toBeLessThan(0.2)
  })
})

describe('spectralPeak', () => {
  it.each([
    { perMinute: 10, seconds: 30, noise: 0 },
    { perMinute: 18, seconds: 30, noise: 1 },
    { perMinute: 24, seconds: 60, noise: 1.5 },
    { perMinute: 45, seconds: 30, noise: 1 },
    { perMinute: 60, seconds: 30, noise: 1 },
    { perMinute: 75, seconds: 60, noise: 0.5 },
  ])('finds $perMinute/min in $seconds s with noise $noise', ({ perMinute, seconds, noise }) => {
    const peak = spectralPeak(bandPass(wave({ perMinute, seconds, noise }), RATE, 0.1, 1.5), RATE)
    expect(Math.abs(peak.rate - perMinute)).toBeLessThan(1)
    expect(peak.concentration).toBeGreaterThan(noise > 1 ? 0.3 : 0.6)
  })
  it('spreads the power of noise: no strong concentration', () => {
    const next = random(9)
    const noise = Float64Array.from({ length: 300 }, () => next() - 0.5)
    expect(spectralPeak(bandPass(noise, RATE, 0.1, 1.5), RATE).concentration).toBeLessThan(0.35)
  })
})

describe('autocorrelation', () => {
  it('is 1 at lag 0 and about 1 at a period, about −1 at half of it', () => {
    const acf = autocorrelation(wave({ perMinute: 30, seconds: 30 }), 25) // period 20 samples
    expect(acf[0]).toBeCloseTo(1, 9)
    expect(acf[20]!).toBeGreaterThan(0.95)
    expect(acf[10]!).toBeLessThan(-0.95)
  })
  it('is 0 everywhere for a flat signal', () => {
    expect([...autocorrelation(new Float64Array(50), 10)].every((v) => v === 0)).toBe(true)
  })
})

describe('findPeaks and rateFromPeaks', () => {
  it.each([
    { perMinute: 12, seconds: 30, noise: 0.2 },
    { perMinute: 30, seconds: 30, noise: 0.3 },
    { perMinute: 55, seconds: 60, noise: 0.3 },
  ])('counts $perMinute/min in $seconds s', ({ perMinute, seconds, noise }) => {
    const signal = bandPass(wave({ perMinute, seconds, noise }), RATE, 0.1, 1.5)
    const period = (60 / perMinute) * RATE
    const peaks = findPeaks(signal, Math.round(period * 0.55)).filter((p) => p.prominence > 0.5 * deviation(signal))
    expect(
      Math.abs(
        rateFromPeaks(
          peaks.map((p) => p.index),
          RATE,
        )! - perMinute,
      ),
    ).toBeLessThan(1)
  })
  it('keeps one peak of two close together (a shoulder), with its prominence', () => {
    const x = [0, 1, 5, 4, 4.5, 1, 0, 1, 5, 1, 2, 0]
    expect(findPeaks(x, 4)).toEqual([
      { index: 2, prominence: 5 },
      { index: 8, prominence: 5 },
    ])
  })
  it('needs three peaks for a rate', () => {
    expect(rateFromPeaks([3, 20], RATE)).toBeNull()
  })
})
