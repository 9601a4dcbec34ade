import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { fromEarliest, isFromEarliest } from './earliest-date'

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

describe('fromEarliest', () => {
  const schema = fromEarliest(z.object({ from: z.string().optional(), note: z.string().optional() }), ['from'])
  it.each([
    [{ from: '2026-01-01' }, null],
    [{}, null],
    [{ from: '0000-01-01', note: '0000' }, ['from', 'Enter a date from 1900 on']],
  ])('%o → %o', (value, problem) => {
    const result = schema.safeParse(value)
    expect(result.success ? null : [result.error.issues[0]?.path.join('.'), result.error.issues[0]?.message]).toEqual(problem)
  })
})
