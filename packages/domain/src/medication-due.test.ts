import { describe, expect, it } from 'vitest'
import { doseDueStatus, firstScheduledDose, isCurrentMedication } from './medication-due'
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

describe('firstScheduledDose (before any dose is recorded: when the reminder rings)', () => {
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
    expect(firstScheduledDose({ schedule, startDate, endDate }, now, zone)?.toISOString() ?? null).toBe(expected),
  )
})
