import { describe, expect, it } from 'vitest'
import { quickActions } from './quick-actions'

describe('quickActions', () => {
  it.each([
    [{ access: 'viewer', currentConditions: ['mvd'], hasDueMedications: true, hasDueTreatments: true }, []],
    [{ access: 'owner', currentConditions: [], hasDueMedications: false, hasDueTreatments: false }, ['count_breaths', 'log_weight']],
    [
      { access: 'editor', currentConditions: ['mvd', 'chronic_cough', 'mvd'], hasDueMedications: true, hasDueTreatments: false },
      ['give_medication', 'count_breaths', 'log_symptoms:mvd', 'log_symptoms:chronic_cough', 'log_weight'],
    ],
    [
      { access: 'owner', currentConditions: [], hasDueMedications: false, hasDueTreatments: true },
      ['record_treatment', 'count_breaths', 'log_weight'],
    ],
  ] as const)('%o → %o', (input, keys) => expect(quickActions(input).map((a) => a.key)).toEqual(keys))

  it('links each condition to its symptom page with the sidebar label', () => {
    const actions = quickActions({
      access: 'owner',
      currentConditions: ['ibd', 'chronic_cough'],
      hasDueMedications: false,
      hasDueTreatments: false,
    })
    expect(actions.filter((a) => a.key.startsWith('log_symptoms'))).toEqual([
      { key: 'log_symptoms:ibd', label: 'Log IBD symptoms', path: '/symptoms/ibd' },
      { key: 'log_symptoms:chronic_cough', label: 'Log Chronic cough symptoms', path: '/symptoms/chronic_cough' },
    ])
  })

  it("labels a custom condition with its own name, each on its own page, and never 'Ckd'", () => {
    const id = 'other-3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
    const actions = quickActions({
      access: 'owner',
      currentConditions: [
        { conditionId: 'chronic_kidney_disease', label: 'Chronic kidney disease' },
        { conditionId: id, label: 'Heart murmur' },
        'ckd',
      ],
      hasDueMedications: false,
      hasDueTreatments: false,
    })
    expect(actions.filter((a) => a.key.startsWith('log_symptoms'))).toEqual([
      {
        key: 'log_symptoms:chronic_kidney_disease',
        label: 'Log Chronic kidney disease symptoms',
        path: '/symptoms/chronic_kidney_disease',
      },
      { key: `log_symptoms:${id}`, label: 'Log Heart murmur symptoms', path: `/symptoms/${id}` },
      { key: 'log_symptoms:ckd', label: 'Log Chronic kidney disease symptoms', path: '/symptoms/ckd' },
    ])
  })
})
