import { describe, expect, it } from 'vitest'
import {
  cibdaiItems,
  cibdaiKeys,
  type CibdaiScores,
  cibdaiTotal,
  faecalScoreDescription,
  faecalScores,
  genericSymptomsSchema,
  ibdSymptomsSchema,
  IDEAL_FAECAL_SCORE,
  interpretCibdai,
  mvdSymptomsSchema,
  symptomSchemaFor,
} from './symptoms'

const scores = (values: [number, number, number, number, number, number]): CibdaiScores =>
  Object.fromEntries(cibdaiKeys.map((key, i) => [key, values[i]])) as CibdaiScores

describe('cibdaiItems (Jergens 2003)', () => {
  it('lists the six items in order, each with a plain-words meaning for 0–3', () => {
    expect(cibdaiItems.map((item) => item.key)).toEqual([
      'attitudeActivity',
      'appetite',
      'vomiting',
      'stoolConsistency',
      'stoolFrequency',
      'weightLoss',
    ])
    for (const item of cibdaiItems) expect(item.scores).toHaveLength(4)
    expect(cibdaiItems.find((item) => item.key === 'stoolConsistency')?.scores).toEqual(['Normal', 'Slightly soft', 'Very soft', 'Watery'])
  })
})

describe('cibdaiTotal', () => {
  it.each([
    [[0, 0, 0, 0, 0, 0], 0],
    [[3, 3, 3, 3, 3, 3], 18],
    [[1, 0, 2, 1, 0, 0], 4],
    [[1, 1, 1, 1, 1, 0], 5],
    [[0, 1, 0, 2, 0, 0], 3],
  ] as const)('%j → %i', (values, total) => expect(cibdaiTotal(scores([...values]))).toBe(total))

  it('ignores keys that are not CIBDAI items', () => {
    expect(cibdaiTotal({ ...scores([1, 1, 1, 1, 1, 1]), extra: 9 } as CibdaiScores)).toBe(6)
  })
})

describe('interpretCibdai: only the published cut-offs', () => {
  it.each([
    [0, 'remission', 'In remission range (under 4)'],
    [3, 'remission', 'In remission range (under 4)'],
    [4, 'between', 'Between remission and activity (4): keep logging and tell your vet'],
    [5, 'active', 'At least mild disease activity (5 or more)'],
    [12, 'active', 'At least mild disease activity (5 or more)'],
    [18, 'active', 'At least mild disease activity (5 or more)'],
  ])('total %i → %s', (total, band, text) => expect(interpretCibdai(total)).toEqual({ band, text }))

  it('never labels a total moderate or severe (such bands are not confirmed)', () => {
    for (let total = 0; total <= 18; total++) expect(interpretCibdai(total).text).not.toMatch(/moderate|severe/i)
  })
})

describe('faecalScores (Purina 1–7)', () => {
  it.each([
    [1, 'Very hard, dry pellets'],
    [2, 'Firm, segmented — ideal'],
    [3, 'Log-shaped, moist, holds its form'],
    [4, 'Very moist, loses its form when picked up'],
    [5, 'Very moist, in piles'],
    [6, 'Has texture but no shape'],
    [7, 'Watery, in puddles'],
  ])('%i → %s', (score, description) => expect(faecalScoreDescription(score)).toBe(description))

  it.each([0, 8, 2.5])('has no description for %d', (score) => expect(faecalScoreDescription(score)).toBeNull())

  it('marks 2 as the only ideal score', () => {
    expect(IDEAL_FAECAL_SCORE).toBe(2)
    expect(faecalScores.filter((f) => f.isIdeal).map((f) => f.score)).toEqual([2])
    expect(faecalScores.map((f) => f.score)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})

describe('symptomSchemaFor', () => {
  it.each([
    ['mvd', mvdSymptomsSchema],
    ['ibd', ibdSymptomsSchema],
    ['ckd', genericSymptomsSchema],
    ['other', genericSymptomsSchema],
    ['', genericSymptomsSchema],
  ])('%j → its schema', (conditionId, schema) => expect(symptomSchemaFor(conditionId)).toBe(schema))
})
