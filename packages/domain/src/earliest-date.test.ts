import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { isoDateSchema } from './dates'
import { isFromEarliest } from './earliest-date'

describe('isFromEarliest', () => {
  it.each([
    ['1900-01-01', true],
    ['2026-11-21', true],
    ['2026-11-21T07:30:00+01:00', true],
    ['1899-12-31', false],
    ['0000-01-01', false],
    ['0000-01-01T00:00:00Z', false],
  ])('%s → %s', (value, expected) => expect(isFromEarliest(value)).toBe(expected))
})

describe('date fields (dates.ts applies the rule to every date schema)', () => {
  const schema = z.object({ from: isoDateSchema.optional(), note: z.string().optional() })
  it.each([
    [{ from: '2026-01-01' }, null],
    [{}, null],
    [{ from: '0000-01-01', note: '0000' }, ['from', 'Enter a date from 1900 on']],
  ])('%o → %o', (value, problem) => {
    const result = schema.safeParse(value)
    expect(result.success ? null : [result.error.issues[0]?.path.join('.'), result.error.issues[0]?.message]).toEqual(problem)
  })
})
