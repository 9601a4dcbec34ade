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
})
