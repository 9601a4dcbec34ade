import { describe, expect, it } from 'vitest'
import { doseDueStatus, doseRule, isCurrentMedication, nextScheduledDose, scheduledDoseOf } from './medication-due'
import type { MedicationSchedule } from './schedule'

describe('isCurrentMedication', () => {
  it.each([
    [null, '2026-11-21', true],
    ['2026-11-21', '2026-11-21', true],
    ['2026-12-01', '2026-11-21', true],
    ['2026-11-20', '2026-11-21', false],
  ])('ending %s, on %s → %s', (endDate, today, expected) => expect(isCurrentMedication(endDate, today)).toBe(expected))
})

describe('doseDueStatus', () => {
  const now = new Date('2026-11-21T14:00:00Z')
  it.each([
    ['2026-11-21T13:59:00Z', 'UTC', 'overdue'],
    ['2026-11-21T14:00:00Z', 'UTC', 'overdue'],
    ['2026-11-21T23:59:00Z', 'UTC', 'due_today'],
    ['2026-11-22T00:01:00Z', 'UTC', 'upcoming'],
    // Now is 23:00 in Tokyo, and 16:00 UTC is 01:00 there the next day; in Los Angeles both are on the 21st.
    ['2026-11-21T16:00:00Z', 'Asia/Tokyo', 'upcoming'],
    ['2026-11-21T16:00:00Z', 'America/Los_Angeles', 'due_today'],
  ])('due %s (%s) → %s', (due, zone, expected) => expect(doseDueStatus(new Date(due), now, zone)).toBe(expected))
})

describe('nextScheduledDose before any dose is recorded: when the reminder rings', () => {
  // 14:00 UTC is 15:00 in Berlin and 06:00 in Los Angeles.
  const now = new Date('2026-11-21T14:00:00Z')
  const twiceDaily: MedicationSchedule = { frequency: 'twice_daily' }
  it.each([
    ['twice daily, Berlin: 20:00 today', twiceDaily, null, null, 'Europe/Berlin', '2026-11-21T19:00:00.000Z'],
    ['twice daily, Los Angeles: 08:00 today', twiceDaily, null, null, 'America/Los_Angeles', '2026-11-21T16:00:00.000Z'],
    ['daily, Berlin: 08:00 tomorrow', { frequency: 'once_daily' }, null, null, 'Europe/Berlin', '2026-11-22T07:00:00.000Z'],
    ['starting next week: its first day at 08:00', twiceDaily, '2026-11-28', null, 'UTC', '2026-11-28T08:00:00.000Z'],
    ['ended yesterday: none', twiceDaily, '2026-11-01', '2026-11-20', 'UTC', null],
    ['as needed: none', { frequency: 'as_needed' }, null, null, 'UTC', null],
    ['every 36 hours (no clock time follows it): none', { intervalHours: 36 }, null, null, 'UTC', null],
    ['no schedule: none', null, null, null, 'UTC', null],
  ] as const)('%s', (_, schedule, startDate, endDate, zone, expected) =>
    expect(nextScheduledDose({ schedule, startDate, endDate }, null, now, zone, '2026-11-01')?.toISOString() ?? null).toBe(expected),
  )
})

describe('scheduledDoseOf: the scheduled dose a dose given stands for (nearest, at most half the interval away)', () => {
  const twice = doseRule({ schedule: { frequency: 'twice_daily' }, startDate: '2026-11-01', endDate: null }, '2026-11-01')!
  const thrice = doseRule({ schedule: { frequency: 'three_times_daily' }, startDate: '2026-11-01', endDate: null }, '2026-11-01')!
  const daily = doseRule({ schedule: { frequency: 'once_daily' }, startDate: '2026-11-27', endDate: '2026-11-28' }, '2026-11-01')!
  const weekly = doseRule({ schedule: { frequency: 'weekly' }, startDate: '2026-11-02', endDate: null }, '2026-11-01')!
  // Berlin is UTC+1 in November: 08:00 and 20:00 there are 07:00 and 19:00 UTC.
  it.each([
    ['twice daily, 18:50: the 20:00 dose, given early', twice, '2026-11-28T17:50:00Z', '2026-11-28T19:00:00.000Z'],
    ['twice daily, 21:30: the 20:00 dose, given late', twice, '2026-11-28T20:30:00Z', '2026-11-28T19:00:00.000Z'],
    ['twice daily, 14:00 (exactly halfway): the later, 20:00', twice, '2026-11-28T13:00:00Z', '2026-11-28T19:00:00.000Z'],
    ['twice daily, 13:59: still the 08:00 dose', twice, '2026-11-28T12:59:00Z', '2026-11-28T07:00:00.000Z'],
    ['twice daily, 02:00 the next night: the 08:00 dose', twice, '2026-11-29T01:00:00Z', '2026-11-29T07:00:00.000Z'],
    ['three times a day, 11:00 (exactly halfway 07:00–15:00): 15:00', thrice, '2026-11-28T10:00:00Z', '2026-11-28T14:00:00.000Z'],
    ['three times a day, 10:59: 07:00', thrice, '2026-11-28T09:59:00Z', '2026-11-28T06:00:00.000Z'],
    ['daily, ending 28 Nov: 20:00 on the 28th is that day’s 08:00 dose', daily, '2026-11-28T19:00:00Z', '2026-11-28T07:00:00.000Z'],
    ['daily, ended: 21:00 on the 28th is more than 12 h from any dose', daily, '2026-11-28T20:01:00Z', null],
    ['daily, before the first day: 18:00 on the 26th is 14 h before it', daily, '2026-11-26T17:00:00Z', null],
    ['weekly on Mondays: Thursday 20:00 stands for the next Monday', weekly, '2026-11-26T19:00:00Z', '2026-11-30T07:00:00.000Z'],
  ] as const)('%s', (_, dosing, givenAt, expected) =>
    expect(scheduledDoseOf(dosing.rule, dosing.intervalHours, 'Europe/Berlin', new Date(givenAt))?.toISOString() ?? null).toBe(expected),
  )
})

describe('nextScheduledDose after a dose: the scheduled time after the one it stood for', () => {
  const now = new Date('2026-11-28T17:51:00Z')
  const med = (schedule: MedicationSchedule) => ({ schedule, startDate: '2026-11-01', endDate: null })
  it.each([
    // The walk issue: "Dose given" at 18:50 is the 20:00 dose; the next is 08:00 tomorrow, not 06:50.
    ['twice daily, given 18:50 → 08:00 tomorrow', med({ frequency: 'twice_daily' }), '2026-11-28T17:50:00Z', '2026-11-29T07:00:00.000Z'],
    [
      'twice daily, given 09:00 (late 08:00) → 20:00',
      med({ frequency: 'twice_daily' }),
      '2026-11-28T08:00:00Z',
      '2026-11-28T19:00:00.000Z',
    ],
    [
      'twice daily, last given two days ago at 08:00 → 20:00 that day (overdue)',
      med({ frequency: 'twice_daily' }),
      '2026-11-26T07:05:00Z',
      '2026-11-26T19:00:00.000Z',
    ],
    ['daily, given 07:30 → 08:00 tomorrow', med({ frequency: 'once_daily' }), '2026-11-28T06:30:00Z', '2026-11-29T07:00:00.000Z'],
    ['every 36 hours (no clock): the dose + 36 h', med({ intervalHours: 36 }), '2026-11-28T17:50:00Z', '2026-11-30T05:50:00.000Z'],
    ['as needed: none', med({ frequency: 'as_needed' }), '2026-11-28T17:50:00Z', null],
    [
      'ended with that dose: none',
      { schedule: { frequency: 'once_daily' }, startDate: '2026-11-01', endDate: '2026-11-28' },
      '2026-11-28T06:30:00Z',
      null,
    ],
  ] as const)('%s', (_, medication, lastDoseAt, expected) =>
    expect(nextScheduledDose(medication, new Date(lastDoseAt), now, 'Europe/Berlin', '2026-11-01')?.toISOString() ?? null).toBe(expected),
  )
})
