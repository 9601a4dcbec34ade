import { describe, expect, it } from 'vitest'
import { fromLocalInputValue, offsetMinutes, safeTimeZone, toLocalInputValue, toOffsetDateTime } from './zoned-time'

describe('offsetMinutes', () => {
  it.each([
    ['2026-01-15T12:00:00Z', 'Europe/Amsterdam', 60],
    ['2026-07-15T12:00:00Z', 'Europe/Amsterdam', 120],
    ['2026-01-15T12:00:00Z', 'America/New_York', -300],
    ['2026-01-15T12:00:00Z', 'Asia/Kolkata', 330],
    ['2026-01-15T12:00:00Z', 'UTC', 0],
    ['2026-01-15T12:00:00Z', 'Not/A_Zone', 0],
  ])('%s in %s is %d', (instant, zone, expected) => expect(offsetMinutes(new Date(instant), zone)).toBe(expected))
})

describe('toOffsetDateTime', () => {
  it.each([
    ['2026-01-15T06:30:05.900Z', 'Europe/Amsterdam', '2026-01-15T07:30:05+01:00'],
    ['2026-01-15T03:00:00Z', 'America/New_York', '2026-01-14T22:00:00-05:00'],
    ['2026-01-15T12:00:00Z', 'Asia/Kolkata', '2026-01-15T17:30:00+05:30'],
    ['2026-01-15T12:00:00Z', 'UTC', '2026-01-15T12:00:00+00:00'],
    // The last second before summer time, and the first after (Amsterdam, 29 March 2026).
    ['2026-03-29T00:59:59Z', 'Europe/Amsterdam', '2026-03-29T01:59:59+01:00'],
    ['2026-03-29T01:00:00Z', 'Europe/Amsterdam', '2026-03-29T03:00:00+02:00'],
  ])('%s in %s → %s', (instant, zone, expected) => {
    const text = toOffsetDateTime(new Date(instant), zone)
    expect(text).toBe(expected)
    // The same instant, to the second.
    expect(Date.parse(text)).toBe(Math.floor(Date.parse(instant) / 1000) * 1000)
  })
})

describe('toLocalInputValue', () => {
  it.each([
    ['2026-01-15T23:30:00Z', 'Europe/Amsterdam', '2026-01-16T00:30'],
    ['2026-01-15T23:30:00Z', 'UTC', '2026-01-15T23:30'],
    ['2026-01-15T03:00:00Z', 'America/Los_Angeles', '2026-01-14T19:00'],
  ])('%s in %s shows %s', (instant, zone, expected) => expect(toLocalInputValue(new Date(instant), zone)).toBe(expected))
})

describe('fromLocalInputValue', () => {
  it.each([
    ['2026-01-16T00:30', 'Europe/Amsterdam', '2026-01-16T00:30:00+01:00'],
    ['2026-07-01T08:00', 'Europe/Amsterdam', '2026-07-01T08:00:00+02:00'],
    ['2026-01-14T19:00', 'America/Los_Angeles', '2026-01-14T19:00:00-08:00'],
    // 02:30 does not exist on 29 March 2026 in Amsterdam: the clock jumps from 02:00 to 03:00.
    ['2026-03-29T02:30', 'Europe/Amsterdam', '2026-03-29T03:30:00+02:00'],
    ['', 'UTC', null],
    ['2026-01-16', 'UTC', null],
    ['yesterday', 'UTC', null],
  ])('%s in %s → %s', (value, zone, expected) => expect(fromLocalInputValue(value, zone)).toBe(expected))

  it('reads back what toLocalInputValue shows', () => {
    const instant = new Date('2026-05-04T18:45:00Z')
    expect(Date.parse(fromLocalInputValue(toLocalInputValue(instant, 'Australia/Sydney'), 'Australia/Sydney') ?? '')).toBe(instant.getTime())
  })
})

describe('safeTimeZone', () => {
  it.each([
    ['Europe/Amsterdam', 'Europe/Amsterdam'],
    [null, 'UTC'],
    ['', 'UTC'],
    ['Not/A_Zone', 'UTC'],
  ])('%s → %s', (zone, expected) => expect(safeTimeZone(zone)).toBe(expected))
})
