import { describe, expect, it } from 'vitest'
import { addDays, localDate, localDaysToInstants, localNoon, localToday } from './local-time'

describe('localDate', () => {
  it.each([
    ['2026-01-05T23:30:00Z', 'Europe/Amsterdam', '2026-01-06'],
    ['2026-01-05T23:30:00Z', 'UTC', '2026-01-05'],
    ['2026-01-06T03:00:00Z', 'America/New_York', '2026-01-05'],
    ['2026-01-05T11:30:00Z', 'Pacific/Auckland', '2026-01-06'],
    ['2026-01-05T23:30:00Z', 'Not/A_Zone', '2026-01-05'],
  ])('%s in %s is %s', (instant, zone, expected) => expect(localDate(instant, zone)).toBe(expected))

  it('reads today on the owner’s calendar', () => {
    expect(localToday('Asia/Tokyo', new Date('2026-11-21T16:00:00Z'))).toBe('2026-11-22')
  })
})

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-10', -29, '2025-12-12'],
  ])('%s %+d → %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected))
})

describe('localDaysToInstants', () => {
  it.each([
    [{ from: '2026-01-05', to: '2026-01-05' }, 'Europe/Amsterdam', '2026-01-04T23:00:00.000Z', '2026-01-05T23:00:00.000Z'],
    [{ from: '2026-01-01', to: '2026-01-31' }, 'UTC', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    // The spring DST change: the day of 8 March 2026 in New York is 23 hours long.
    [{ from: '2026-03-08', to: '2026-03-08' }, 'America/New_York', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
  ])('%o in %s is [%s, %s)', (range, zone, start, end) => {
    const instants = localDaysToInstants(range, zone)
    expect([instants.start.toISOString(), instants.end.toISOString()]).toEqual([start, end])
  })
})

describe('localNoon', () => {
  it.each([
    ['2026-01-10', 'America/New_York', '2026-01-10T17:00:00.000Z'],
    ['2026-07-10', 'Europe/Amsterdam', '2026-07-10T10:00:00.000Z'],
    ['2026-01-10', 'Pacific/Kiritimati', '2026-01-09T22:00:00.000Z'],
  ])('%s in %s is %s, still that day there', (date, zone, expected) => {
    expect(localNoon(date, zone).toISOString()).toBe(expected)
    expect(localDate(localNoon(date, zone), zone)).toBe(date)
  })
})
