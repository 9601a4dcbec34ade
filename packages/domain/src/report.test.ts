import { describe, expect, it } from 'vitest'
import { reportRangeSchema, reportSectionsSchema, resolveReportRange, sectionsQuerySchema } from './report'

describe('reportRangeSchema', () => {
  it.each([
    [{ kind: 'relative', days: 90 }, null],
    [{ kind: 'relative', days: 0 }, 'Choose a number of days from 1 to 400'],
    [{ kind: 'relative', days: 401 }, 'Choose a number of days from 1 to 400'],
    [{ kind: 'fixed', from: '2026-01-01', to: '2026-03-31' }, null],
    [{ kind: 'fixed', from: '2026-03-31', to: '2026-01-01' }, 'The start date must be on or before the end date'],
    [{ kind: 'fixed', from: '2024-01-01', to: '2026-01-01' }, 'A range is at most 400 days'],
    [{ kind: 'weekly' }, 'Choose the last n days or two dates'],
  ])('%o → %s', (range, message) => {
    const result = reportRangeSchema.safeParse(range)
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message)
  })
})

describe('resolveReportRange', () => {
  it.each([
    [
      { kind: 'relative' as const, days: 30 },
      { from: '2026-10-23', to: '2026-11-21' },
    ],
    [
      { kind: 'relative' as const, days: 1 },
      { from: '2026-11-21', to: '2026-11-21' },
    ],
    [
      { kind: 'fixed' as const, from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-01-01', to: '2026-01-31' },
    ],
  ])('%o', (range, expected) => expect(resolveReportRange(range, '2026-11-21')).toEqual(expected))
})

describe('sections', () => {
  it('keeps the report’s own order and drops repeats', () => {
    expect(reportSectionsSchema.parse(['weight', 'profile', 'weight'])).toEqual(['profile', 'weight'])
  })
  it.each([
    [undefined, 12],
    ['', 12],
    ['breathing, weight', 2],
    ['vaccinations', 1],
  ])('query %o → %i sections', (value, length) => expect(sectionsQuerySchema.parse(value)).toHaveLength(length))
  it('refuses an unknown section', () => expect(sectionsQuerySchema.safeParse('breathing,owner_email').success).toBe(false))
  it('refuses none', () => expect(reportSectionsSchema.safeParse([]).error?.issues[0]?.message).toBe('Choose at least one section'))
})
