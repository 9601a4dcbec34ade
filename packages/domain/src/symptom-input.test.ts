import { describe, expect, it } from 'vitest'
import { symptomLogCreateSchema } from './symptom-input'
import { cibdaiKeys } from './symptoms'

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
  symptomLogCreateSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('symptomLogCreateSchema', () => {
  it.each([
    ['MVD', { conditionId: 'mvd', loggedAt, symptoms: mvd }],
    ['IBD', { conditionId: 'ibd', loggedAt, symptoms: ibd, notes: 'Ate grass' }],
    [
      'IBD, all CIBDAI items at 3',
      { conditionId: 'ibd', loggedAt, symptoms: { ...ibd, cibdai: Object.fromEntries(cibdaiKeys.map((k) => [k, 3])) } },
    ],
    ['another condition', { conditionId: 'arthritis', loggedAt, symptoms: { symptom: 'Stiff after rest', severity: 2 } }],
  ])('accepts %s and keeps the symptoms', (_name, input) => {
    expect(symptomLogCreateSchema.parse(input)).toEqual(input)
  })

  it.each([
    [
      'a CIBDAI item of 4',
      { conditionId: 'ibd', symptoms: { ...ibd, cibdai: { ...ibd.cibdai, vomiting: 4 } } },
      ['symptoms.cibdai.vomiting', 'Each CIBDAI score is 0 to 3'],
    ],
    [
      'a CIBDAI item of -1',
      { conditionId: 'ibd', symptoms: { ...ibd, cibdai: { ...ibd.cibdai, weightLoss: -1 } } },
      ['symptoms.cibdai.weightLoss', 'Each CIBDAI score is 0 to 3'],
    ],
    [
      'a CIBDAI item of 1.5',
      { conditionId: 'ibd', symptoms: { ...ibd, cibdai: { ...ibd.cibdai, appetite: 1.5 } } },
      ['symptoms.cibdai.appetite', 'Each CIBDAI score is 0 to 3'],
    ],
    [
      'a missing CIBDAI item',
      { conditionId: 'ibd', symptoms: { ...ibd, cibdai: { ...ibd.cibdai, stoolFrequency: undefined } } },
      ['symptoms.cibdai.stoolFrequency', 'Each CIBDAI score is 0 to 3'],
    ],
    [
      'a faecal score of 0',
      { conditionId: 'ibd', symptoms: { ...ibd, faecalScore: 0 } },
      ['symptoms.faecalScore', 'Choose a faecal score from 1 to 7'],
    ],
    [
      'a faecal score of 8',
      { conditionId: 'ibd', symptoms: { ...ibd, faecalScore: 8 } },
      ['symptoms.faecalScore', 'Choose a faecal score from 1 to 7'],
    ],
    [
      'a negative stool count',
      { conditionId: 'ibd', symptoms: { ...ibd, stoolCount: -1 } },
      ['symptoms.stoolCount', 'The count cannot be negative'],
    ],
    [
      'a negative vomiting count',
      { conditionId: 'ibd', symptoms: { ...ibd, vomitingCount: -2 } },
      ['symptoms.vomitingCount', 'The count cannot be negative'],
    ],
    [
      '21 stools',
      { conditionId: 'ibd', symptoms: { ...ibd, stoolCount: 21 } },
      ['symptoms.stoolCount', 'The stool count is at most 20 a day'],
    ],
    [
      'an unknown energy level',
      { conditionId: 'ibd', symptoms: { ...ibd, energy: 'hyper' } },
      ['symptoms.energy', 'Choose the energy level'],
    ],
    [
      'an unknown coughing level',
      { conditionId: 'mvd', symptoms: { ...mvd, coughing: 'constant' } },
      ['symptoms.coughing', 'Choose the amount of coughing'],
    ],
    [
      'no fainting answer',
      { conditionId: 'mvd', symptoms: { ...mvd, faintingOrCollapse: undefined } },
      ['symptoms.faintingOrCollapse', 'Choose yes or no'],
    ],
    ['no symptoms at all', { conditionId: 'mvd', symptoms: undefined }, ['symptoms', 'Fill in the symptoms']],
    [
      'a severity of 6',
      { conditionId: 'ckd', symptoms: { symptom: 'Thirsty', severity: 6 } },
      ['symptoms.severity', 'Choose a severity from 1 to 5'],
    ],
    [
      'a severity of 0',
      { conditionId: 'ckd', symptoms: { symptom: 'Thirsty', severity: 0 } },
      ['symptoms.severity', 'Choose a severity from 1 to 5'],
    ],
    ['a blank symptom', { conditionId: 'ckd', symptoms: { symptom: '  ', severity: 2 } }, ['symptoms.symptom', 'Describe the symptom']],
    [
      'a future time',
      { conditionId: 'mvd', symptoms: mvd, loggedAt: minutesFromNow(30) },
      ['loggedAt', 'The time cannot be in the future'],
    ],
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
