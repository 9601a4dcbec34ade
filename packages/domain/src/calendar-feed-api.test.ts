import { describe, expect, it } from 'vitest'
import { calendarEventSummary, calendarFeedSchema, feedTokenOfFile } from './calendar-feed-api'

const token = 'q3cQ0-Zr1xJ0m_6B0n7vV3Yk2c3q9oQmWw5kB8d1FZs' // 43 base64url characters: 32 bytes

describe('feedTokenOfFile', () => {
  it.each<[string, string, string | null]>([
    ['a token with .ics', `${token}.ics`, token],
    ['no .ics', token, null],
    ['another extension', `${token}.ical`, null],
    ['a token one character short', `${token.slice(1)}.ics`, null],
    ['a token one character long', `${token}A.ics`, null],
    ['base64 rather than base64url', `${token.slice(0, 41)}+/.ics`, null],
    ['padding', `${token.slice(0, 42)}=.ics`, null],
    ['only .ics', '.ics', null],
    ['a NUL', `${token.slice(0, 42)}\u0000.ics`, null],
    ['upper-case .ICS', `${token}.ICS`, null],
  ])('%s → %s', (_name, file, expected) => {
    expect(feedTokenOfFile(file)).toBe(expected)
  })
})

describe('calendarEventSummary', () => {
  it.each<[string | null, string, string]>([
    ['Pepper', 'Give Vetmedin', 'Pepper: Give Vetmedin'],
    [null, 'Order more food', 'Order more food'],
  ])('%s + %s → %s', (pet, title, expected) => {
    expect(calendarEventSummary(pet, title)).toBe(expected)
  })
})

describe('calendarFeedSchema', () => {
  it.each<[string, unknown, boolean]>([
    ['no feed', { url: null, createdAt: null }, true],
    ['a feed, status only', { url: null, createdAt: '2026-01-05T10:00:00.000Z' }, true],
    ['a feed just made', { url: `https://pawpulse.app/api/calendar/${token}.ics`, createdAt: '2026-01-05T10:00:00.000Z' }, true],
    ['a date that is not an instant', { url: null, createdAt: '2026-01-05' }, false],
    ['no url key', { createdAt: null }, false],
  ])('%s: valid %s', (_name, value, valid) => {
    expect(calendarFeedSchema.safeParse(value).success).toBe(valid)
  })
})
