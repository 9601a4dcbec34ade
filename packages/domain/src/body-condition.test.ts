import { describe, expect, it } from 'vitest'
import { bodyConditionLabel, bodyConditionScoreSchema, formatBodyCondition, parseBodyCondition } from './body-condition'

describe('bodyConditionLabel (9-point scale)', () => {
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
