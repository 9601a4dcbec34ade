import { describe, expect, it } from 'vitest'
import {
  bodyConditionLabel,
  bodyConditionScoreSchema,
  formatBodyCondition,
  MAX_WEIGHT_KG,
  parseBodyCondition,
  weightLogInputSchema,
} from './body-condition'
import { todayIso } from './dates'
import { convertWeight } from './units'

describe('bodyConditionLabel (9-point scale, domain.md)', () => {
  it.each([
    [1, 'Underweight'],
    [3, 'Underweight'],
    [4, 'Ideal'],
    [5, 'Ideal'],
    [6, 'Overweight'],
    [9, 'Overweight'],
  ])('%i/9 → %s', (score, label) => expect(bodyConditionLabel(score)).toBe(label))

  it.each([0, 10, 4.5])('refuses %d', (score) => expect(() => bodyConditionLabel(score)).toThrow(RangeError))
})

describe('bodyConditionScoreSchema', () => {
  it.each([
    [1, true],
    [9, true],
    [0, false],
    [10, false],
    [5.5, false],
  ])('%d → %j', (score, ok) => expect(bodyConditionScoreSchema.safeParse(score).success).toBe(ok))
})

describe('formatBodyCondition / parseBodyCondition: stored as "n/9"', () => {
  it.each([
    [5, undefined, '5/9'],
    [1, 9, '1/9'],
    [3, 5, '3/5'],
  ])('%i on scale %s → %s', (score, scale, text) => expect(formatBodyCondition(score, scale)).toBe(text))

  it.each([
    ['5/9', { score: 5, scale: 9 }],
    [' 9/9 ', { score: 9, scale: 9 }],
    ['10/9', null],
    ['0/9', null],
    ['5', null],
    ['five/9', null],
  ])('%j → %j', (text, parsed) => expect(parseBodyCondition(text)).toEqual(parsed))

  it('round-trips every score', () => {
    for (let score = 1; score <= 9; score++) expect(parseBodyCondition(formatBodyCondition(score))).toEqual({ score, scale: 9 })
  })
})

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const valid = { measuredAt: '2026-03-01', weight: 12.4, weightUnit: 'kg' }
const firstIssue = (input: unknown) => {
  const issue = weightLogInputSchema.safeParse(input).error?.issues[0]
  return issue && [issue.path.join('.'), issue.message]
}

describe('weightLogInputSchema', () => {
  it.each([
    ['a date', {}],
    ['today', { measuredAt: todayIso() }],
    ['a date and time', { measuredAt: '2026-03-01T08:15:00+01:00' }],
    ['a body condition score', { bodyConditionScore: 5 }],
    ['no body condition score', { bodyConditionScore: null }],
    ['lb', { weight: 27.3, weightUnit: 'lb' }],
    ['200 kg', { weight: MAX_WEIGHT_KG }],
    ['440 lb (under 200 kg)', { weight: 440, weightUnit: 'lb' }],
  ])('accepts %s', (_name, change) => expect(weightLogInputSchema.safeParse({ ...valid, ...change }).success).toBe(true))

  it.each([
    ['a weight of 0', { weight: 0 }, ['weight', 'Weight must be more than 0']],
    ['a negative weight', { weight: -3 }, ['weight', 'Weight must be more than 0']],
    ['over 200 kg', { weight: 200.1 }, ['weight', 'Weight must be at most 200 kg']],
    ['over 200 kg in lb', { weight: 441, weightUnit: 'lb' }, ['weight', 'Weight must be at most 440 lb']],
    ['an unknown unit', { weightUnit: 'st' }, ['weightUnit', 'Choose kg or lb']],
    ['a body condition score of 10', { bodyConditionScore: 10 }, ['bodyConditionScore', 'Choose a body condition score from 1 to 9']],
    ['a body condition score of 0', { bodyConditionScore: 0 }, ['bodyConditionScore', 'Choose a body condition score from 1 to 9']],
    ['a future date', { measuredAt: '2999-01-01' }, ['measuredAt', 'The date cannot be in the future']],
    ['a future time', { measuredAt: minutesFromNow(30) }, ['measuredAt', 'The time cannot be in the future']],
    ['a date that does not exist', { measuredAt: '2026-02-30' }, ['measuredAt', 'Enter a date as YYYY-MM-DD']],
    ['a time without offset', { measuredAt: '2026-03-01T08:15:00' }, ['measuredAt', 'Enter a date and time with its UTC offset']],
  ])('refuses %s', (_name, change, expected) => expect(firstIssue({ ...valid, ...change })).toEqual(expected))
})

describe('weights in kg ↔ lb (spec §9: 1 kg = 2.20462 lb)', () => {
  it.each([
    [{ weight: 10, weightUnit: 'kg' }, 22.0462],
    [{ weight: 22.0462, weightUnit: 'lb' }, 10],
  ] as const)('an entry of %j converts to %d in the other unit', (entry, expected) => {
    const parsed = weightLogInputSchema.parse({ ...valid, ...entry })
    expect(convertWeight(parsed.weight, parsed.weightUnit, parsed.weightUnit === 'kg' ? 'lb' : 'kg')).toBeCloseTo(expected, 10)
  })

  it('holds the same 200 kg limit in both units', () => {
    const limitInLb = convertWeight(MAX_WEIGHT_KG, 'kg', 'lb')
    expect(weightLogInputSchema.safeParse({ ...valid, weight: limitInLb, weightUnit: 'lb' }).success).toBe(true)
    expect(weightLogInputSchema.safeParse({ ...valid, weight: limitInLb + 0.01, weightUnit: 'lb' }).success).toBe(false)
  })
})
