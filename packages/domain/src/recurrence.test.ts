import { describe, expect, it } from 'vitest'
import { nextOccurrenceAfter, occurrencesBetween, occurrencesFrom, ruleWeekdays, type Recurrence } from './recurrence'
import { toOffsetDateTime } from './time-zone'

const rule = (overrides: Partial<Recurrence>): Recurrence => ({
  repeat: 'daily',
  startDate: '2026-03-02',
  times: ['08:00'],
  daysOfWeek: [],
  interval: 1,
  timesPerWeek: null,
  end: { kind: 'never' },
  ...overrides,
})

/** The first `n` occurrences from the start, on the owner's clock with the offset. */
function first(r: Recurrence, timeZone: string, n: number, from = `${r.startDate}T00:00:00Z`): string[] {
  return occurrencesFrom(r, timeZone, new Date(Date.parse(from) - 86_400_000), n).map((d) => toOffsetDateTime(d, timeZone))
}

describe('occurrencesFrom: every repeat kind (UTC)', () => {
  it.each<[string, Partial<Recurrence>, string[]]>([
    ['once', { repeat: 'once' }, ['2026-03-02T08:00:00+00:00']],
    ['daily', { repeat: 'daily' }, ['2026-03-02T08:00:00+00:00', '2026-03-03T08:00:00+00:00', '2026-03-04T08:00:00+00:00']],
    [
      'times per day, times given out of order',
      { repeat: 'times_per_day', times: ['20:00', '08:00'] },
      ['2026-03-02T08:00:00+00:00', '2026-03-02T20:00:00+00:00', '2026-03-03T08:00:00+00:00'],
    ],
    // 2026-03-02 is a Monday: Tuesday and Friday come first, then next Tuesday.
    [
      'weekly on Tuesday and Friday',
      { repeat: 'weekly', daysOfWeek: [5, 2] },
      ['2026-03-03T08:00:00+00:00', '2026-03-06T08:00:00+00:00', '2026-03-10T08:00:00+00:00'],
    ],
    ['weekly with no day: the start’s weekday', { repeat: 'weekly' }, ['2026-03-02T08:00:00+00:00', '2026-03-09T08:00:00+00:00']],
    [
      'three times a week, spread from Monday',
      { repeat: 'times_per_week', timesPerWeek: 3 },
      ['2026-03-02T08:00:00+00:00', '2026-03-04T08:00:00+00:00', '2026-03-06T08:00:00+00:00', '2026-03-09T08:00:00+00:00'],
    ],
    [
      'every 2 weeks on Monday',
      { repeat: 'every_n_weeks', interval: 2 },
      ['2026-03-02T08:00:00+00:00', '2026-03-16T08:00:00+00:00', '2026-03-30T08:00:00+00:00'],
    ],
    [
      'every 2 days (a medication every other day)',
      { repeat: 'every_n_days', interval: 2 },
      ['2026-03-02T08:00:00+00:00', '2026-03-04T08:00:00+00:00', '2026-03-06T08:00:00+00:00'],
    ],
    [
      'monthly from the 31st: the last day of short months, then the 31st again',
      { repeat: 'monthly', startDate: '2026-01-31' },
      ['2026-01-31T08:00:00+00:00', '2026-02-28T08:00:00+00:00', '2026-03-31T08:00:00+00:00', '2026-04-30T08:00:00+00:00'],
    ],
    [
      'yearly from a leap day: 28 February in common years, 29 in leap years',
      { repeat: 'yearly', startDate: '2028-02-29' },
      [
        '2028-02-29T08:00:00+00:00',
        '2029-02-28T08:00:00+00:00',
        '2030-02-28T08:00:00+00:00',
        '2031-02-28T08:00:00+00:00',
        '2032-02-29T08:00:00+00:00',
      ],
    ],
    [
      'ends after 2 times',
      { repeat: 'daily', end: { kind: 'after_count', count: 2 } },
      ['2026-03-02T08:00:00+00:00', '2026-03-03T08:00:00+00:00'],
    ],
    [
      'ends on a date (that day included)',
      { repeat: 'daily', end: { kind: 'on_date', date: '2026-03-03' } },
      ['2026-03-02T08:00:00+00:00', '2026-03-03T08:00:00+00:00'],
    ],
  ])('%s', (_name, overrides, expected) => {
    const r = rule(overrides)
    // A rule that ends gives no more than its occurrences, however many are asked for.
    const ends = r.repeat === 'once' || r.end.kind !== 'never'
    expect(first(r, 'UTC', ends ? expected.length + 3 : expected.length)).toEqual(expected)
  })

  it('stops for good after "after N times", even asked from long after', () => {
    const r = rule({ end: { kind: 'after_count', count: 3 } })
    expect(occurrencesFrom(r, 'UTC', new Date('2026-03-01T00:00:00Z'), 10)).toHaveLength(3)
    expect(nextOccurrenceAfter(r, 'UTC', new Date('2026-03-04T08:00:00Z'))).toBeNull()
  })

  it('a once reminder in the past has no next occurrence', () => {
    expect(nextOccurrenceAfter(rule({ repeat: 'once' }), 'UTC', new Date('2026-03-02T08:00:00Z'))).toBeNull()
  })

  it('asked years after the start, a daily rule answers the next day without walking from the start', () => {
    const next = nextOccurrenceAfter(rule({}), 'UTC', new Date('2046-06-10T09:00:00Z'))
    expect(next?.toISOString()).toBe('2046-06-11T08:00:00.000Z')
  })

  it('every 2 weeks stays aligned to the start week when asked from the middle of a cycle', () => {
    const r = rule({ repeat: 'every_n_weeks', interval: 2 })
    expect(nextOccurrenceAfter(r, 'UTC', new Date('2026-03-20T00:00:00Z'))?.toISOString()).toBe('2026-03-30T08:00:00.000Z')
  })

  it('every 3 days stays aligned to the start when asked years later', () => {
    const r = rule({ repeat: 'every_n_days', interval: 3 })
    // 2026-03-02 + 3 × 1,000 days = 2034-05-28.
    expect(nextOccurrenceAfter(r, 'UTC', new Date('2034-05-27T09:00:00Z'))?.toISOString()).toBe('2034-05-28T08:00:00.000Z')
  })

  it('gives the occurrences of a window (the upcoming list)', () => {
    const r = rule({ repeat: 'times_per_day', times: ['08:00', '20:00'] })
    const week = occurrencesBetween(r, 'UTC', new Date('2026-03-02T00:00:00Z'), new Date('2026-03-09T00:00:00Z'), 100)
    expect(week).toHaveLength(14)
  })
})

describe('occurrencesFrom across daylight-saving changes', () => {
  it.each<[string, string, Partial<Recurrence>, string[]]>([
    // New York springs forward on 8 March 2026 (02:00 → 03:00) and falls back on 1 November.
    [
      'America/New_York',
      '08:00 stays 08:00 local on both sides of the spring change',
      { startDate: '2026-03-07' },
      ['2026-03-07T08:00:00-05:00', '2026-03-08T08:00:00-04:00', '2026-03-09T08:00:00-04:00'],
    ],
    [
      'America/New_York',
      'a skipped 02:30 fires at 03:00, the first minute after the gap',
      { startDate: '2026-03-07', times: ['02:30'] },
      ['2026-03-07T02:30:00-05:00', '2026-03-08T03:00:00-04:00', '2026-03-09T02:30:00-04:00'],
    ],
    [
      'America/New_York',
      'a repeated 01:30 fires once, at the first',
      { startDate: '2026-10-31', times: ['01:30'] },
      ['2026-10-31T01:30:00-04:00', '2026-11-01T01:30:00-04:00', '2026-11-02T01:30:00-05:00'],
    ],
    // Berlin: 29 March 2026 02:00 → 03:00; 25 October 03:00 → 02:00.
    [
      'Europe/Berlin',
      'a skipped 02:15 and 03:00 on the same day fire once, at 03:00',
      { startDate: '2026-03-29', times: ['02:15', '03:00'], end: { kind: 'on_date', date: '2026-03-30' } },
      ['2026-03-29T03:00:00+02:00', '2026-03-30T02:15:00+02:00', '2026-03-30T03:00:00+02:00'],
    ],
    [
      'Europe/Berlin',
      'weekly on Sunday at 02:30 over the autumn change fires once that night',
      { repeat: 'weekly', startDate: '2026-10-18', times: ['02:30'] },
      ['2026-10-18T02:30:00+02:00', '2026-10-25T02:30:00+02:00', '2026-11-01T02:30:00+01:00'],
    ],
    // Sydney: clocks go back on 5 April 2026 (03:00 → 02:00) and forward on 4 October (02:00 → 03:00).
    [
      'Australia/Sydney',
      'a daily 02:30 over the April change (repeated hour) and the October change (skipped)',
      { startDate: '2026-04-04', times: ['02:30'], end: { kind: 'after_count', count: 3 } },
      ['2026-04-04T02:30:00+11:00', '2026-04-05T02:30:00+11:00', '2026-04-06T02:30:00+10:00'],
    ],
    [
      'Australia/Sydney',
      'a skipped 02:30 in October fires at 03:00',
      { startDate: '2026-10-03', times: ['02:30'] },
      ['2026-10-03T02:30:00+10:00', '2026-10-04T03:00:00+11:00', '2026-10-05T02:30:00+11:00'],
    ],
    [
      'Australia/Sydney',
      'monthly on the 31st keeps the owner’s 09:00 whatever the offset',
      { repeat: 'monthly', startDate: '2026-03-31', times: ['09:00'] },
      ['2026-03-31T09:00:00+11:00', '2026-04-30T09:00:00+10:00', '2026-05-31T09:00:00+10:00'],
    ],
  ])('%s: %s', (timeZone, _name, overrides, expected) => {
    const r = rule(overrides)
    expect(first(r, timeZone, expected.length)).toEqual(expected)
  })
})

describe('ruleWeekdays', () => {
  it.each<[Partial<Recurrence>, number[]]>([
    [{ repeat: 'weekly', daysOfWeek: [4, 1, 1] }, [1, 4]],
    [{ repeat: 'weekly' }, [1]],
    [{ repeat: 'times_per_week', timesPerWeek: 2 }, [1, 4]],
    [{ repeat: 'times_per_week', timesPerWeek: 7 }, [0, 1, 2, 3, 4, 5, 6]],
    [{ repeat: 'times_per_week', timesPerWeek: 12 }, [0, 1, 2, 3, 4, 5, 6]],
  ])('%o → %o', (overrides, expected) => expect(ruleWeekdays(rule(overrides))).toEqual(expected))
})
