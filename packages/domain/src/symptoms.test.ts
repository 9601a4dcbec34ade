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
  symptomLogInputSchema,
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

  it('never labels a total moderate or severe (domain.md: not confirmed)', () => {
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

const mvd = {
  coughing: 'occasional',
  coughingAtNight: true,
  breathingEffort: 'normal',
  exerciseTolerance: 'reduced',
  faintingOrCollapse: false,
  appetite: 'normal',
  restlessAtNight: false,
}
const ibd = {
  cibdai: { attitudeActivity: 0, appetite: 1, vomiting: 0, stoolConsistency: 1, stoolFrequency: 0, weightLoss: 0 },
  faecalScore: 3,
  stoolCount: 2,
  vomitingCount: 0,
  appetite: 'normal',
  energy: 'reduced',
}
const loggedAt = '2026-03-01T18:00:00+01:00'
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const issues = (input: unknown) =>
  symptomLogInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('symptomLogInputSchema', () => {
  it.each([
    ['MVD', { conditionId: 'mvd', loggedAt, symptoms: mvd }],
    ['IBD', { conditionId: 'ibd', loggedAt, symptoms: ibd, notes: 'Ate grass' }],
    ['IBD, all CIBDAI items at 3', { conditionId: 'ibd', loggedAt, symptoms: { ...ibd, cibdai: Object.fromEntries(cibdaiKeys.map((k) => [k, 3])) } }],
    ['another condition', { conditionId: 'arthritis', loggedAt, symptoms: { symptom: 'Stiff after rest', severity: 2 } }],
  ])('accepts %s and keeps the symptoms', (_name, input) => {
    expect(symptomLogInputSchema.parse(input)).toEqual(input)
  })

  it.each([
    ['a CIBDAI item of 4', { conditionId: 'ibd', symptoms: { ...ibd, cibdai: { ...ibd.cibdai, vomiting: 4 } } }, ['symptoms.cibdai.vomiting', 'Each CIBDAI score is 0 to 3']],
    ['a CIBDAI item of -1', { conditionId: 'ibd', symptoms: { ...ibd, cibdai: { ...ibd.cibdai, weightLoss: -1 } } }, ['symptoms.cibdai.weightLoss', 'Each CIBDAI score is 0 to 3']],
    ['a CIBDAI item of 1.5', { conditionId: 'ibd', symptoms: { ...ibd, cibdai: { ...ibd.cibdai, appetite: 1.5 } } }, ['symptoms.cibdai.appetite', 'Each CIBDAI score is 0 to 3']],
    ['a missing CIBDAI item', { conditionId: 'ibd', symptoms: { ...ibd, cibdai: { ...ibd.cibdai, stoolFrequency: undefined } } }, ['symptoms.cibdai.stoolFrequency', 'Each CIBDAI score is 0 to 3']],
    ['a faecal score of 0', { conditionId: 'ibd', symptoms: { ...ibd, faecalScore: 0 } }, ['symptoms.faecalScore', 'Choose a faecal score from 1 to 7']],
    ['a faecal score of 8', { conditionId: 'ibd', symptoms: { ...ibd, faecalScore: 8 } }, ['symptoms.faecalScore', 'Choose a faecal score from 1 to 7']],
    ['a negative stool count', { conditionId: 'ibd', symptoms: { ...ibd, stoolCount: -1 } }, ['symptoms.stoolCount', 'The count cannot be negative']],
    ['a negative vomiting count', { conditionId: 'ibd', symptoms: { ...ibd, vomitingCount: -2 } }, ['symptoms.vomitingCount', 'The count cannot be negative']],
    ['21 stools', { conditionId: 'ibd', symptoms: { ...ibd, stoolCount: 21 } }, ['symptoms.stoolCount', 'The stool count is at most 20 a day']],
    ['an unknown energy level', { conditionId: 'ibd', symptoms: { ...ibd, energy: 'hyper' } }, ['symptoms.energy', 'Choose the energy level']],
    ['an unknown coughing level', { conditionId: 'mvd', symptoms: { ...mvd, coughing: 'constant' } }, ['symptoms.coughing', 'Choose the amount of coughing']],
    ['no fainting answer', { conditionId: 'mvd', symptoms: { ...mvd, faintingOrCollapse: undefined } }, ['symptoms.faintingOrCollapse', 'Choose yes or no']],
    ['no symptoms at all', { conditionId: 'mvd', symptoms: undefined }, ['symptoms', 'Fill in the symptoms']],
    ['a severity of 6', { conditionId: 'ckd', symptoms: { symptom: 'Thirsty', severity: 6 } }, ['symptoms.severity', 'Choose a severity from 1 to 5']],
    ['a severity of 0', { conditionId: 'ckd', symptoms: { symptom: 'Thirsty', severity: 0 } }, ['symptoms.severity', 'Choose a severity from 1 to 5']],
    ['a blank symptom', { conditionId: 'ckd', symptoms: { symptom: '  ', severity: 2 } }, ['symptoms.symptom', 'Describe the symptom']],
    ['a future time', { conditionId: 'mvd', symptoms: mvd, loggedAt: minutesFromNow(30) }, ['loggedAt', 'The time cannot be in the future']],
    ['a long note', { conditionId: 'mvd', symptoms: mvd, notes: 'x'.repeat(2001) }, ['notes', 'Notes must be at most 2000 characters']],
    ['no condition', { conditionId: ' ', symptoms: mvd }, ['conditionId', 'Choose a condition']],
  ])('refuses %s', (_name, input, expected) => {
    expect(issues({ loggedAt, ...input })[0]).toEqual(expected)
  })

  it('checks the symptoms against the condition, not whichever schema fits', () => {
    expect(issues({ conditionId: 'mvd', loggedAt, symptoms: ibd })).toContainEqual(['symptoms.coughing', 'Choose the amount of coughing'])
    expect(issues({ conditionId: 'arthritis', loggedAt, symptoms: mvd })).toContainEqual(['symptoms.symptom', 'Describe the symptom'])
  })

  it('reports every bad CIBDAI item at once', () => {
    const cibdai = { attitudeActivity: 4, appetite: 0, vomiting: 9, stoolConsistency: 0, stoolFrequency: 0, weightLoss: 0 }
    expect(issues({ conditionId: 'ibd', loggedAt, symptoms: { ...ibd, cibdai } })).toEqual([
      ['symptoms.cibdai.attitudeActivity', 'Each CIBDAI score is 0 to 3'],
      ['symptoms.cibdai.vomiting', 'Each CIBDAI score is 0 to 3'],
    ])
  })
})
