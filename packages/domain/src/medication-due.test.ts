import { describe, expect, it } from 'vitest'
import { doseDueStatus, isCurrentMedication } from './medication-due'

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
