import { describe, expect, it } from 'vitest'
import { isIsoDate, pastIsoDateSchema, todayIso } from './dates'

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%j → %j', (value, expected) => expect(isIsoDate(value)).toBe(expected))
})

describe('pastIsoDateSchema', () => {
  it('accepts today and the past, refuses the far future', () => {
    expect(pastIsoDateSchema.safeParse(todayIso()).success).toBe(true)
    expect(pastIsoDateSchema.safeParse('2019-05-01').success).toBe(true)
    const result = pastIsoDateSchema.safeParse('2999-01-01')
    expect(result.error?.issues[0]?.message).toBe('The date cannot be in the future')
  })
})

describe('dates before 1900', () => {
  it.each([['0000-01-01'], ['1899-12-31']])('%s is refused with a clear message', (value) => {
    expect(pastIsoDateSchema.safeParse(value).error?.issues.map((i) => i.message)).toContain('Enter a date from 1900 on')
  })
})
