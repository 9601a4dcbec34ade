import { describe, expect, it } from 'vitest'
import {
  addMonths,
  daysUntil,
  dueStatus,
  medicationFrequencies,
  medicationScheduleSchema,
  nextDoseDue,
  nextDueDate,
  treatmentFrequencies,
} from './schedule'

describe('treatmentFrequencies', () => {
  it('are exactly the five the product offers', () => {
    expect(treatmentFrequencies).toEqual(['monthly', 'every_2_months', 'every_3_months', 'every_6_months', 'annual'])
  })
})

describe('nextDueDate', () => {
  it.each([
    // monthly
    ['2026-01-15', 'monthly', '2026-02-15'],
    ['2026-01-31', 'monthly', '2026-02-28'],
    ['2028-01-31', 'monthly', '2028-02-29'],
    ['2028-01-30', 'monthly', '2028-02-29'],
    ['2026-03-31', 'monthly', '2026-04-30'],
    ['2026-04-30', 'monthly', '2026-05-30'],
    ['2026-12-31', 'monthly', '2027-01-31'],
    ['2028-02-29', 'monthly', '2028-03-29'],
    // every 2 months
    ['2026-01-10', 'every_2_months', '2026-03-10'],
    ['2026-12-31', 'every_2_months', '2027-02-28'],
    ['2027-12-31', 'every_2_months', '2028-02-29'],
    ['2026-08-31', 'every_2_months', '2026-10-31'],
    ['2026-07-31', 'every_2_months', '2026-09-30'],
    ['2026-11-15', 'every_2_months', '2027-01-15'],
    // every 3 months
    ['2026-02-14', 'every_3_months', '2026-05-14'],
    ['2026-11-30', 'every_3_months', '2027-02-28'],
    ['2027-11-30', 'every_3_months', '2028-02-29'],
    ['2026-01-31', 'every_3_months', '2026-04-30'],
    ['2026-05-31', 'every_3_months', '2026-08-31'],
    ['2028-02-29', 'every_3_months', '2028-05-29'],
    // every 6 months
    ['2026-03-01', 'every_6_months', '2026-09-01'],
    ['2026-08-31', 'every_6_months', '2027-02-28'],
    ['2027-08-31', 'every_6_months', '2028-02-29'],
    ['2026-03-31', 'every_6_months', '2026-09-30'],
    ['2028-02-29', 'every_6_months', '2028-08-29'],
    ['2026-12-31', 'every_6_months', '2027-06-30'],
    // annual
    ['2026-06-01', 'annual', '2027-06-01'],
    ['2028-02-29', 'annual', '2029-02-28'],
    ['2027-02-28', 'annual', '2028-02-28'],
    ['2026-12-31', 'annual', '2027-12-31'],
  ] as const)('%s + %s → %s', (lastGiven, frequency, expected) => expect(nextDueDate(lastGiven, frequency)).toBe(expected))

  it('counts from each date actually given, so a clamped month does not drift', () => {
    const first = nextDueDate('2026-01-31', 'monthly')
    expect(first).toBe('2026-02-28')
    // Given on time on 28 Feb, the next one is 28 Mar; given on 31 Jan's schedule it stays the 31st.
    expect(nextDueDate(first, 'monthly')).toBe('2026-03-28')
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31')
  })

  it.each([
    ['2096-02-29', 48, '2100-02-28'], // 2100 is not a leap year
    ['2000-02-29', 48, '2004-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-05-15', 0, '2026-05-15'],
  ])('addMonths(%s, %i) → %s', (date, months, expected) => expect(addMonths(date, months)).toBe(expected))

  it.each(['2026-02-30', '2026-1-31', 'yesterday'])('refuses the non-date %j', (date) => {
    expect(() => nextDueDate(date, 'monthly')).toThrow(RangeError)
  })
})

describe('daysUntil and dueStatus', () => {
  it.each([
    ['2026-03-10', '2026-03-01', 9, 'upcoming'],
    ['2026-03-02', '2026-03-01', 1, 'upcoming'],
    ['2026-03-01', '2026-03-01', 0, 'due_today'],
    ['2026-02-28', '2026-03-01', -1, 'overdue'],
    ['2028-03-01', '2028-02-28', 2, 'upcoming'],
    ['2026-03-29', '2026-03-28', 1, 'upcoming'],
    ['2025-12-31', '2027-01-01', -366, 'overdue'],
  ] as const)('due %s, today %s → %i days, %s', (nextDue, today, days, status) => {
    expect(daysUntil(nextDue, today)).toBe(days)
    expect(dueStatus(nextDue, today)).toBe(status)
  })
})

describe('medicationScheduleSchema', () => {
  it.each<object>([
    ...medicationFrequencies.map((frequency) => ({ frequency })),
    { intervalHours: 1 },
    { intervalHours: 36 },
    { intervalHours: 720 },
  ])('accepts %j', (input) => expect(medicationScheduleSchema.parse(input)).toEqual(input))

  it.each([
    [{ intervalHours: 0 }, 'intervalHours', 'Doses are at least 1 hour apart'],
    [{ intervalHours: 721 }, 'intervalHours', 'Doses are at most 720 hours (30 days) apart'],
    [{ intervalHours: 1.5 }, 'intervalHours', 'Enter whole hours'],
    [{ frequency: 'hourly' }, '', 'Choose how often, or enter the hours between doses'],
    [{}, '', 'Choose how often, or enter the hours between doses'],
  ])('refuses %j', (input, path, message) => {
    const issue = medicationScheduleSchema.safeParse(input).error?.issues[0]
    expect([issue?.path.join('.'), issue?.message]).toEqual([path, message])
  })
})

describe('nextDoseDue', () => {
  const given = new Date('2026-03-28T20:00:00Z')
  it.each([
    ['once_daily', '2026-03-29T20:00:00.000Z'],
    ['twice_daily', '2026-03-29T08:00:00.000Z'],
    ['three_times_daily', '2026-03-29T04:00:00.000Z'],
    ['every_other_day', '2026-03-30T20:00:00.000Z'],
    ['weekly', '2026-04-04T20:00:00.000Z'],
    ['as_needed', null],
    [{ frequency: 'twice_daily' }, '2026-03-29T08:00:00.000Z'],
    [{ frequency: 'as_needed' }, null],
    [{ intervalHours: 36 }, '2026-03-30T08:00:00.000Z'],
  ] as const)('%j → %s', (frequency, expected) => {
    expect(nextDoseDue(given, frequency)?.toISOString() ?? null).toBe(expected)
  })
})
