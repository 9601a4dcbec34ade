import { describe, expect, it } from 'vitest'
import { assessmentCounts, dosesGivenVsExpected, summarizeIbd, weightChange } from './report-aggregates'

const rates = (...values: number[]) => values.map((breathsPerMinute) => ({ breathsPerMinute }))

describe('assessmentCounts', () => {
  it.each([
    ['no counts', rates(), 30, null, null, { total: 0, aboveThreshold: 0, raised: 0, contactVet: 0 }],
    ['all normal', rates(20, 22, 24), 30, null, null, { total: 3, aboveThreshold: 0, raised: 0, contactVet: 0 }],
    ['above the threshold', rates(20, 32, 22), 30, null, null, { total: 3, aboveThreshold: 1, raised: 0, contactVet: 0 }],
    [
      'above 35 is contact the vet, and above the threshold too',
      rates(36),
      30,
      null,
      null,
      { total: 1, aboveThreshold: 1, raised: 0, contactVet: 1 },
    ],
    ['the pet’s own threshold counts', rates(26, 28), 25, null, null, { total: 2, aboveThreshold: 2, raised: 0, contactVet: 0 }],
    ['raised once is not yet the vet', rates(26, 20), 30, 20, null, { total: 2, aboveThreshold: 0, raised: 1, contactVet: 0 }],
    ['two raised in a row: contact the vet', rates(26, 27), 30, 20, null, { total: 2, aboveThreshold: 0, raised: 2, contactVet: 1 }],
    ['exactly 25 % above is not raised', rates(25, 25), 30, 20, null, { total: 2, aboveThreshold: 0, raised: 0, contactVet: 0 }],
    [
      'a raised count before the range pairs with the first',
      rates(26),
      30,
      20,
      { breathsPerMinute: 26 },
      { total: 1, aboveThreshold: 0, raised: 1, contactVet: 1 },
    ],
  ])('%s', (_name, counts, threshold, baseline, previous, expected) => {
    expect(assessmentCounts(counts, { threshold, baseline, previous })).toMatchObject(expected)
  })

  it('counts each level once per count', () => {
    const { byLevel, total } = assessmentCounts(rates(20, 32, 22, 26, 40), { threshold: 30, baseline: 20 })
    expect(byLevel).toEqual({ normal: 2, recount: 1, raised: 1, contact_vet: 1 })
    expect(Object.values(byLevel).reduce((a, b) => a + b, 0)).toBe(total)
  })
})

describe('weightChange', () => {
  const at = (measuredAt: string, weight: number) => ({ measuredAt, weight })
  it.each([
    ['no weights', [], null],
    ['one weight', [at('2026-01-01T12:00:00Z', 10)], null],
    ['a gain', [at('2026-01-01T12:00:00Z', 10), at('2026-02-01T12:00:00Z', 10.5)], { change: 0.5, percent: 5 }],
    [
      'a loss, from first to last whatever lies between',
      [at('2026-01-01T12:00:00Z', 20), at('2026-01-15T12:00:00Z', 25), at('2026-02-01T12:00:00Z', 19)],
      { change: -1, percent: -5 },
    ],
    ['no change', [at('2026-01-01T12:00:00Z', 7.25), at('2026-02-01T12:00:00Z', 7.25)], { change: 0, percent: 0 }],
    [
      'rounded to two decimals and one decimal percent',
      [at('2026-01-01T12:00:00Z', 3), at('2026-02-01T12:00:00Z', 3.1)],
      { change: 0.1, percent: 3.3 },
    ],
  ])('%s', (_name, points, expected) => {
    const result = weightChange(points)
    if (expected === null) expect(result).toBeNull()
    else expect(result).toMatchObject(expected)
  })
})

describe('dosesGivenVsExpected', () => {
  const range = { from: '2026-03-01', to: '2026-03-30' }
  const today = '2026-03-30'
  it.each([
    ['once daily over 30 days', { frequency: 'once_daily' as const }, null, null, 28, { given: 28, expected: 30, days: 30 }],
    ['twice daily over 30 days', { frequency: 'twice_daily' as const }, null, null, 60, { given: 60, expected: 60, days: 30 }],
    ['every other day over 30 days', { frequency: 'every_other_day' as const }, null, null, 15, { expected: 15 }],
    ['weekly over 30 days: days 1, 8, 15, 22, 29', { frequency: 'weekly' as const }, null, null, 5, { expected: 5 }],
    ['an interval of 8 hours', { intervalHours: 8 }, null, null, 0, { expected: 90 }],
    ['started within the range', { frequency: 'once_daily' as const }, '2026-03-21', null, 10, { expected: 10, days: 10 }],
    ['ended within the range', { frequency: 'once_daily' as const }, '2026-01-01', '2026-03-05', 5, { expected: 5, days: 5 }],
    ['ended before the range', { frequency: 'once_daily' as const }, '2026-01-01', '2026-02-01', 0, { expected: 0, days: 0 }],
    ['as needed has no expected count', { frequency: 'as_needed' as const }, null, null, 3, { given: 3, expected: null }],
    ['no schedule has no expected count', null, null, null, 4, { given: 4, expected: null }],
  ])('%s', (_name, schedule, startDate, endDate, given, expected) => {
    // Added before the range: a medication with no start date ran all of it.
    expect(dosesGivenVsExpected({ schedule, startDate, addedOn: '2026-01-01', endDate, range, today, given })).toMatchObject(expected)
  })

  it('never expects doses after today', () => {
    expect(
      dosesGivenVsExpected({
        schedule: { frequency: 'once_daily' },
        startDate: null,
        addedOn: '2026-01-01',
        endDate: null,
        range,
        today: '2026-03-10',
        given: 10,
      }),
    ).toEqual({ given: 10, expected: 10, days: 10 })
  })
})

describe('summarizeIbd', () => {
  const log = (scores: number[], faecalScore: number) => ({
    cibdai: {
      attitudeActivity: scores[0]!,
      appetite: scores[1]!,
      vomiting: scores[2]!,
      stoolConsistency: scores[3]!,
      stoolFrequency: scores[4]!,
      weightLoss: scores[5]!,
    },
    faecalScore,
  })
  it('is null without logs', () => expect(summarizeIbd([])).toBeNull())
  it('gives the latest total with its meaning, the extremes, active logs and faecal scores', () => {
    const summary = summarizeIbd([log([2, 2, 1, 1, 0, 0], 5), log([1, 1, 1, 1, 1, 1], 4), log([0, 1, 0, 1, 0, 0], 2)])
    expect(summary).toEqual({
      latestCibdai: { total: 2, band: 'remission', text: 'In remission range (under 4)' },
      highestCibdai: 6,
      lowestCibdai: 2,
      activeLogs: 2,
      latestFaecal: { score: 2, text: 'Firm, segmented — ideal' },
      averageFaecal: 3.7,
    })
  })
})
