import { describe, expect, it } from 'vitest'
import { todayIso } from './dates'
import { convertWeight, MAX_WEIGHT_KG, MIN_WEIGHT } from './units'
import { weightLogCreateSchema, weightLogUpdateSchema } from './weight-input'

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const valid = { measuredAt: '2026-03-01', weight: 12.4, weightUnit: 'kg' }
const firstIssue = (input: unknown) => {
  const issue = weightLogCreateSchema.safeParse(input).error?.issues[0]
  return issue && [issue.path.join('.'), issue.message]
}

describe('weightLogCreateSchema', () => {
  it.each([
    ['a date', {}],
    ['today', { measuredAt: todayIso() }],
    ['a date and time', { measuredAt: '2026-03-01T08:15:00+01:00' }],
    ['a body condition score', { bodyConditionScore: 5 }],
    ['no body condition score', { bodyConditionScore: null }],
    ['lb', { weight: 27.3, weightUnit: 'lb' }],
    ['200 kg', { weight: MAX_WEIGHT_KG }],
    ['440 lb (under 200 kg)', { weight: 440, weightUnit: 'lb' }],
    ['the smallest storable weight, 0.01', { weight: MIN_WEIGHT }],
  ])('accepts %s', (_name, change) => expect(weightLogCreateSchema.safeParse({ ...valid, ...change }).success).toBe(true))

  it.each([
    ['a weight of 0', { weight: 0 }, ['weight', 'Weight must be more than 0']],
    ['a negative weight', { weight: -3 }, ['weight', 'Weight must be more than 0']],
    ['over 200 kg', { weight: 200.1 }, ['weight', 'Weight must be at most 200 kg']],
    ['over 200 kg in lb', { weight: 441, weightUnit: 'lb' }, ['weight', 'Weight must be at most 440 lb']],
    ['under 0.01 kg (stored to two decimals, it would be 0)', { weight: 0.009 }, ['weight', 'Weight must be at least 0.01 kg']],
    ['under 0.01 lb', { weight: 0.001, weightUnit: 'lb' }, ['weight', 'Weight must be at least 0.01 lb']],
    ['a weight that rounds to 0 in any column (1e-320)', { weight: 1e-320 }, ['weight', 'Weight must be at least 0.01 kg']],
    ['an unknown unit', { weightUnit: 'st' }, ['weightUnit', 'Choose kg or lb']],
    ['a body condition score of 10', { bodyConditionScore: 10 }, ['bodyConditionScore', 'Choose a body condition score from 1 to 9']],
    ['a body condition score of 0', { bodyConditionScore: 0 }, ['bodyConditionScore', 'Choose a body condition score from 1 to 9']],
    ['a future date', { measuredAt: '2999-01-01' }, ['measuredAt', 'The date cannot be in the future']],
    ['a future time', { measuredAt: minutesFromNow(30) }, ['measuredAt', 'The time cannot be in the future']],
    ['a date that does not exist', { measuredAt: '2026-02-30' }, ['measuredAt', 'Enter a date as YYYY-MM-DD']],
    ['a time without offset', { measuredAt: '2026-03-01T08:15:00' }, ['measuredAt', 'Enter a date and time with its UTC offset']],
  ])('refuses %s', (_name, change, expected) => expect(firstIssue({ ...valid, ...change })).toEqual(expected))
})

describe('weights in kg ↔ lb (1 kg = 2.20462 lb)', () => {
  it.each([
    [{ weight: 10, weightUnit: 'kg' }, 22.0462],
    [{ weight: 22.0462, weightUnit: 'lb' }, 10],
  ] as const)('an entry of %j converts to %d in the other unit', (entry, expected) => {
    const parsed = weightLogCreateSchema.parse({ ...valid, ...entry })
    expect(convertWeight(parsed.weight, parsed.weightUnit, parsed.weightUnit === 'kg' ? 'lb' : 'kg')).toBeCloseTo(expected, 10)
  })

  it('holds the same 200 kg limit in both units', () => {
    const limitInLb = convertWeight(MAX_WEIGHT_KG, 'kg', 'lb')
    expect(weightLogCreateSchema.safeParse({ ...valid, weight: limitInLb, weightUnit: 'lb' }).success).toBe(true)
    expect(weightLogCreateSchema.safeParse({ ...valid, weight: limitInLb + 0.01, weightUnit: 'lb' }).success).toBe(false)
  })
})

describe('weightLogUpdateSchema', () => {
  it.each([
    [{}, true],
    [{ weight: 3 }, true],
    [{ weight: 0.001, weightUnit: 'kg' }, false],
    [{ weight: 500, weightUnit: 'lb' }, false],
    [{ weightUnit: 'lb' }, true],
  ])('%j → %j (the merged entry is checked again by the create schema)', (patch, ok) => {
    expect(weightLogUpdateSchema.safeParse(patch).success).toBe(ok)
  })
})
