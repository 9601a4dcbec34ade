import { describe, expect, it } from 'vitest'
import { afterQuietHours, isQuietTime, snoozedUntil } from './notification-timing'

const at = (iso: string) => new Date(iso)

describe('isQuietTime', () => {
  it.each<[string, string, string, boolean]>([
    // Berlin is UTC+1 in November.
    ['22:00', '07:00', '2026-11-20T21:30:00Z', true], // 22:30
    ['22:00', '07:00', '2026-11-20T05:59:00Z', true], // 06:59
    ['22:00', '07:00', '2026-11-20T06:00:00Z', false], // 07:00: the end is not quiet
    ['22:00', '07:00', '2026-11-20T20:59:00Z', false], // 21:59
    ['13:00', '15:00', '2026-11-20T12:00:00Z', true], // 13:00: the start is quiet
    ['13:00', '15:00', '2026-11-20T14:00:00Z', false], // 15:00
  ])('%s–%s at %s → %s', (start, end, instant, expected) =>
    expect(isQuietTime(at(instant), { start, end }, 'Europe/Berlin')).toBe(expected),
  )
})

describe('afterQuietHours', () => {
  const quiet = { start: '22:00', end: '07:00' }
  it.each<[string, string]>([
    ['2026-11-20T21:30:00Z', '2026-11-21T06:00:00.000Z'], // 22:30 → 07:00 the next morning
    ['2026-11-20T02:00:00Z', '2026-11-20T06:00:00.000Z'], // 03:00 → 07:00 the same morning
    ['2026-11-20T12:00:00Z', '2026-11-20T12:00:00.000Z'], // 13:00: not quiet, unchanged
  ])('%s → %s', (instant, expected) => expect(afterQuietHours(at(instant), quiet, 'Europe/Berlin').toISOString()).toBe(expected))

  it('sends at once without quiet hours', () => {
    expect(afterQuietHours(at('2026-11-20T23:00:00Z'), null, 'Europe/Berlin').toISOString()).toBe('2026-11-20T23:00:00.000Z')
  })
})

describe('snoozedUntil', () => {
  const now = at('2026-11-20T21:30:00Z') // 22:30 in Berlin
  it.each<['15m' | '1h' | 'tomorrow', string]>([
    ['15m', '2026-11-20T21:45:00.000Z'],
    ['1h', '2026-11-20T22:30:00.000Z'],
    ['tomorrow', '2026-11-21T08:00:00.000Z'], // 09:00 Berlin
  ])('%s → %s', (option, expected) => expect(snoozedUntil(option, now, 'Europe/Berlin').toISOString()).toBe(expected))

  it('tomorrow is the owner’s tomorrow: 00:30 in Berlin is still the 20th in UTC', () => {
    expect(snoozedUntil('tomorrow', at('2026-11-20T23:30:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-11-22T08:00:00.000Z')
  })
})
