import { describe, expect, it } from 'vitest'
import { symptomMeasuresFor, symptomTrend } from './symptom-trend'

const mvd = {
  coughing: 'frequent',
  coughingAtNight: true,
  breathingEffort: 'increased',
  exerciseTolerance: 'normal',
  faintingOrCollapse: false,
  appetite: 'none',
  restlessAtNight: true,
}
const ibd = {
  cibdai: { attitudeActivity: 1, appetite: 2, vomiting: 0, stoolConsistency: 3, stoolFrequency: 1, weightLoss: 0 },
  faecalScore: 6,
  stoolCount: 4,
  vomitingCount: 0,
  appetite: 'reduced',
  energy: 'low',
}

describe('symptomTrend', () => {
  it.each([
    [
      'mvd',
      mvd,
      { coughing: 2, coughingAtNight: 1, breathingEffort: 1, exerciseTolerance: 0, faintingOrCollapse: 0, appetite: 2, restlessAtNight: 1 },
    ],
    ['ibd', ibd, { cibdaiTotal: 7, faecalScore: 6, stoolCount: 4, vomitingCount: 0 }],
    ['arthritis', { symptom: 'Limping', severity: 4 }, { severity: 4 }],
  ])('%s: each measure as a number', (condition, symptoms, expected) => {
    const trend = symptomTrend(condition, [{ loggedAt: '2026-11-20T08:00:00Z', symptoms }])
    expect(Object.fromEntries(trend.map((m) => [m.key, m.points[0]?.value]))).toEqual(expected)
  })

  it('keeps the order of the logs and a generic symptom’s words', () => {
    const trend = symptomTrend('ckd', [
      { loggedAt: '2026-11-19T08:00:00Z', symptoms: { symptom: 'Thirst', severity: 2 } },
      { loggedAt: '2026-11-20T08:00:00Z', symptoms: { symptom: 'Thirst', severity: 3 } },
    ])
    expect(trend[0]?.points).toEqual([
      { loggedAt: '2026-11-19T08:00:00Z', value: 2, note: 'Thirst' },
      { loggedAt: '2026-11-20T08:00:00Z', value: 3, note: 'Thirst' },
    ])
  })

  it('gives every measure an axis that holds its largest value', () => {
    expect(symptomMeasuresFor('ibd').map((m) => [m.key, m.max])).toEqual([
      ['cibdaiTotal', 18],
      ['faecalScore', 7],
      ['stoolCount', 20],
      ['vomitingCount', 20],
    ])
  })

  it('draws only published lines: CIBDAI mild activity from 4, nothing for the other measures', () => {
    const lines = Object.fromEntries(symptomMeasuresFor('ibd').map((m) => [m.key, m.references]))
    expect(lines).toEqual({
      cibdaiTotal: [{ y: 4, label: 'Mild activity from 4 (CIBDAI)' }],
      faecalScore: [],
      stoolCount: [],
      vomitingCount: [],
    })
    expect(symptomTrend('ibd', [])[0]?.references).toEqual([{ y: 4, label: 'Mild activity from 4 (CIBDAI)' }])
    expect(symptomMeasuresFor('mvd').every((m) => m.references.length === 0)).toBe(true)
    expect(symptomMeasuresFor('arthritis')[0]?.references).toEqual([])
  })
})
