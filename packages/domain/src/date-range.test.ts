import { describe, expect, it } from 'vitest'
import { dateRangeQuerySchema, resolveDateRange, spanDays } from './date-range'

describe('dateRangeQuerySchema', () => {
  it.each([
    [{}, null],
    [{ days: '7' }, null],
    [{ from: '2026-01-01', to: '2026-01-31' }, null],
    [{ from: '2025-01-01', to: '2026-02-04' }, null],
    [{ from: '2025-01-01', to: '2026-02-05' }, ['to', 'A range is at most 400 days']],
    [{ from: '2026-02-01', to: '2026-01-31' }, ['from', 'The start date must be on or before the end date']],
    [{ days: '30', to: '2026-01-31' }, ['days', 'Send either days or from/to, not both']],
    [{ days: '401' }, ['days', 'Choose a number of days from 1 to 400']],
    [{ days: 'week' }, ['days', 'Choose a number of days from 1 to 400']],
    [{ from: '2026-13-01' }, ['from', 'Enter a date as YYYY-MM-DD']],
    [{ from: '9999-12-20', to: '9999-12-30' }, null],
    [{ to: '9999-12-31' }, ['to', 'Enter a date up to 9999-12-30']],
    [{ from: '9999-12-31' }, ['from', 'Enter a date up to 9999-12-30']],
  ])('%o → %o', (query, problem) => {
    const result = dateRangeQuerySchema.safeParse(query)
    expect(result.success ? null : [result.error.issues[0]?.path.join('.'), result.error.issues[0]?.message]).toEqual(problem)
  })
})

describe('resolveDateRange', () => {
  const today = '2026-11-21'
  it.each([
    [{}, { from: '2026-10-23', to: today }],
    [{ days: 7 }, { from: '2026-11-15', to: today }],
    [{ days: 1 }, { from: today, to: today }],
    [{ from: '2026-11-01' }, { from: '2026-11-01', to: today }],
    [{ from: '2020-01-01' }, { from: '2025-10-18', to: today }],
    [{ to: '2026-01-31' }, { from: '2026-01-02', to: '2026-01-31' }],
    [
      { from: '2026-01-01', to: '2026-01-05' },
      { from: '2026-01-01', to: '2026-01-05' },
    ],
  ])('%o → %o', (query, expected) => expect(resolveDateRange(query, today)).toEqual(expected))

  it('never answers more than 400 days', () => {
    const { from, to } = resolveDateRange({ from: '1999-01-01' }, today)
    expect(spanDays(from, to)).toBe(400)
  })
})
