import { describe, expect, it } from 'vitest'
import {
  assessBreathingRate,
  baselineRate,
  breathsPerMinute,
  CONTACT_VET_RATE,
  COUNTER_DURATIONS,
  dailyAverages,
  DEFAULT_ALERT_THRESHOLD,
  MAX_BREATHS_PER_MINUTE,
  RAISED_ABOVE_BASELINE,
} from './breathing'

describe('constants (the published SRR defaults)', () => {
  it('uses the published defaults', () => {
    expect(COUNTER_DURATIONS).toEqual([15, 30, 60])
    expect(DEFAULT_ALERT_THRESHOLD).toBe(30)
    expect(CONTACT_VET_RATE).toBe(35)
    expect(RAISED_ABOVE_BASELINE).toBe(0.25)
    expect(MAX_BREATHS_PER_MINUTE).toBe(200)
  })
})

describe('breathsPerMinute = count × 60 / seconds, one decimal', () => {
  it.each([
    [7, 15, 28],
    [8, 15, 32],
    [15, 30, 30],
    [16, 30, 32],
    [31, 60, 31],
    [0, 30, 0],
    [13, 45, 17.3],
    [1, 45, 1.3],
    [50, 15, 200],
  ])('%i breaths in %i s → %d/min', (count, seconds, expected) => expect(breathsPerMinute(count, seconds)).toBe(expected))

  it.each([0, -15])('refuses a duration of %i s', (seconds) => expect(() => breathsPerMinute(10, seconds)).toThrow(RangeError))
})

describe('assessBreathingRate', () => {
  it.each([
    // rate, previous, threshold, baseline → level
    ['below the default threshold', 24, null, undefined, null, 'normal'],
    ['30 at the default threshold (not above it)', 30, null, undefined, null, 'normal'],
    ['31 at the default threshold', 31, null, undefined, null, 'recount'],
    ['35 with threshold 40 (35 is not above 35)', 35, null, 40, null, 'normal'],
    ['36 with threshold 40', 36, null, 40, null, 'contact_vet'],
    ['36 at the default threshold', 36, null, undefined, null, 'contact_vet'],
    ['35 at the default threshold', 35, null, undefined, null, 'recount'],
    ['a pet threshold of 25: 26', 26, null, 25, null, 'recount'],
    ['baseline 20: 25 is exactly +25 %', 25, null, undefined, 20, 'normal'],
    ['baseline 20: 25.1 is more than +25 %', 25.1, null, undefined, 20, 'raised'],
    ['baseline 22.4: 28 is exactly +25 % (no float drift)', 28, null, undefined, 22.4, 'normal'],
    ['baseline 22.4: 28.1', 28.1, null, undefined, 22.4, 'raised'],
    ['baseline 20: raised after a normal count', 26, { rate: 22 }, undefined, 20, 'raised'],
    ['baseline 20: two raised in a row', 26, { rate: 25.5 }, undefined, 20, 'contact_vet'],
    ['baseline 20: previous exactly +25 % is not raised', 26, { rate: 25 }, undefined, 20, 'raised'],
    ['baseline 20: raised, then normal', 22, { rate: 27 }, undefined, 20, 'normal'],
    ['baseline 26: 33 is raised and above 30 → recount first', 33, null, undefined, 26, 'recount'],
    ['baseline 26: 33 after a raised 33 → vet', 33, { rate: 33 }, undefined, 26, 'contact_vet'],
    ['no baseline yet: never raised', 29, { rate: 29 }, undefined, null, 'normal'],
    ['no baseline given at all', 29, { rate: 29 }, undefined, undefined, 'normal'],
    ['no baseline, two counts above 30: recount, not vet', 32, { rate: 32 }, undefined, null, 'recount'],
    ['a baseline of 0 is no baseline', 5, null, undefined, 0, 'normal'],
  ] as const)('%s → %s', (_name, rate, previous, threshold, baseline, expected) => {
    expect(assessBreathingRate({ rate, previous, threshold, baseline }).level).toBe(expected)
  })

  it('explains each level in plain words', () => {
    expect(assessBreathingRate({ rate: 24 })).toEqual({
      level: 'normal',
      title: 'Normal',
      message: '24 breaths per minute is within the normal range for a pet at rest (at most 30). Keep counting once a day.',
    })
    expect(assessBreathingRate({ rate: 31 }).message).toMatch(
      /^31 breaths per minute is above your alert level of 30\. Recount within the hour/,
    )
    expect(assessBreathingRate({ rate: 25.1, baseline: 20 }).message).toContain(
      "more than 25 % above your pet's usual sleeping rate of 20 per minute",
    )
    expect(assessBreathingRate({ rate: 40 }).message).toContain('contact your vet today')
  })

  it.each([
    [{ name: 'Dr Jansen', phoneNumber: '+31 20 123 4567' }, 'Call Dr Jansen on +31 20 123 4567.'],
    [{ name: null, phoneNumber: '020 123' }, 'Call your vet on 020 123.'],
    [{ name: 'Dr Jansen', phoneNumber: ' ' }, 'Call Dr Jansen.'],
    [null, 'Call your vet.'],
  ])('names the primary vet in "contact your vet": %j', (primaryVet, line) => {
    expect(assessBreathingRate({ rate: 40, primaryVet }).message.endsWith(line)).toBe(true)
    expect(assessBreathingRate({ rate: 26, previous: { rate: 26 }, baseline: 20, primaryVet }).message.endsWith(line)).toBe(true)
  })

  it('mentions the vet only at "contact your vet"', () => {
    const primaryVet = { name: 'Dr Jansen', phoneNumber: '123' }
    expect(assessBreathingRate({ rate: 31, primaryVet }).message).not.toContain('Dr Jansen')
  })
})

const day = (d: number, time = '03:00') => `2026-03-${String(d).padStart(2, '0')}T${time}:00Z`

describe('baselineRate (median of the first 7–14 days of sleeping counts)', () => {
  it('has no baseline before 7 distinct days', () => {
    const logs = [1, 2, 3, 4, 5, 6].flatMap((d) => [
      { measuredAt: day(d), breathsPerMinute: 20, context: 'sleeping' },
      { measuredAt: day(d, '15:00'), breathsPerMinute: 21, context: 'sleeping' },
    ])
    expect(baselineRate(logs)).toBeNull()
    expect(baselineRate([])).toBeNull()
  })

  it('takes the median of the sleeping counts once 7 days have one', () => {
    const rates = [18, 22, 20, 19, 24, 21, 20]
    const logs = rates.map((rate, i) => ({ measuredAt: day(i + 1), breathsPerMinute: rate, context: 'sleeping' }))
    expect(baselineRate(logs)).toEqual({ rate: 20, days: 7 })
  })

  it('averages the two middle counts of an even number', () => {
    const logs = [18, 19, 20, 21, 22, 23, 24, 25].map((rate, i) => ({
      measuredAt: day(i + 1),
      breathsPerMinute: rate,
      context: 'sleeping',
    }))
    expect(baselineRate(logs)).toEqual({ rate: 21.5, days: 8 })
  })

  it('leaves out resting counts, and counts after the first 14 days', () => {
    const sleeping = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ measuredAt: day(d), breathsPerMinute: 20, context: 'sleeping' }))
    const resting = [1, 2, 3].map((d) => ({ measuredAt: day(d, '12:00'), breathsPerMinute: 40, context: 'resting' }))
    const later = [15, 16, 17, 18, 19, 20, 21, 22].map((d) => ({ measuredAt: day(d), breathsPerMinute: 30, context: 'sleeping' }))
    expect(baselineRate([...later, ...resting, ...sleeping])).toEqual({ rate: 20, days: 7 })
  })

  it('counts days in the owner time zone', () => {
    // 23:30 and 00:30 UTC are one evening in New York: 6 local days, not 7.
    const logs = [1, 2, 3, 4, 5, 6].map((d) => ({ measuredAt: day(d, '12:00'), breathsPerMinute: 20, context: 'sleeping' }))
    logs.push({ measuredAt: day(7, '01:00'), breathsPerMinute: 20, context: 'sleeping' })
    expect(baselineRate(logs, 'UTC')).toEqual({ rate: 20, days: 7 })
    expect(baselineRate(logs, 'America/New_York')).toBeNull()
  })
})

describe('dailyAverages', () => {
  it('groups by the owner local date, sorted, averaged to one decimal', () => {
    const logs = [
      { measuredAt: '2026-03-02T08:00:00Z', breathsPerMinute: 20 },
      { measuredAt: '2026-03-01T23:30:00Z', breathsPerMinute: 22 },
      { measuredAt: new Date('2026-03-01T10:00:00Z'), breathsPerMinute: 24 },
      { measuredAt: '2026-03-01T12:00:00Z', breathsPerMinute: 21 },
    ]
    expect(dailyAverages(logs, 'UTC')).toEqual([
      { date: '2026-03-01', average: 22.3, count: 3 },
      { date: '2026-03-02', average: 20, count: 1 },
    ])
    // In Amsterdam (UTC+1) 23:30 UTC is already 2 March.
    expect(dailyAverages(logs, 'Europe/Amsterdam')).toEqual([
      { date: '2026-03-01', average: 22.5, count: 2 },
      { date: '2026-03-02', average: 21, count: 2 },
    ])
    expect(dailyAverages([], 'UTC')).toEqual([])
  })
})

describe('an unknown time zone', () => {
  it('reads as UTC instead of failing', () => {
    const logs = [{ measuredAt: '2026-11-01T08:00:00Z', breathsPerMinute: 20, context: 'sleeping' }]
    expect(dailyAverages(logs, 'Mars/Olympus')).toEqual([{ date: '2026-11-01', average: 20, count: 1 }])
  })
})
