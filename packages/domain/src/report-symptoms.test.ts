import { describe, expect, it } from 'vitest'
import { symptomMeasureTexts } from './report-symptoms'

describe('symptomMeasureTexts', () => {
  it.each([
    [
      'mvd',
      {
        coughing: 'occasional',
        coughingAtNight: true,
        breathingEffort: 'normal',
        exerciseTolerance: 'reduced',
        faintingOrCollapse: false,
        appetite: 'normal',
        restlessAtNight: false,
      },
      [
        ['Coughing', 'Occasional'],
        ['Coughing at night', 'Yes'],
      ],
    ],
    [
      'ibd',
      {
        cibdai: { attitudeActivity: 1, appetite: 1, vomiting: 1, stoolConsistency: 1, stoolFrequency: 1, weightLoss: 0 },
        faecalScore: 5,
        stoolCount: 3,
        vomitingCount: 1,
        appetite: 'reduced',
        energy: 'low',
      },
      [
        ['CIBDAI total', '5/18 — At least mild disease activity (5 or more)'],
        ['Faecal score', '5/7 — Very moist, in piles'],
      ],
    ],
    [
      'other',
      { symptom: 'Itching', severity: 3 },
      [
        ['Symptom', 'Itching'],
        ['Severity', '3/5'],
      ],
    ],
  ])('%s', (conditionId, symptoms, leading) => {
    const texts = symptomMeasureTexts(conditionId, symptoms).map((m) => [m.label, m.value])
    expect(texts.slice(0, leading.length)).toEqual(leading)
  })
})
