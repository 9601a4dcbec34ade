import { describe, expect, it } from 'vitest'
import {
  conditionIdLabel,
  conditionIdOf,
  conditionIdSchema,
  conditionPageOf,
  isCustomConditionId,
  normalizeConditionId,
  storedConditionLabel,
} from './condition-id'
import { conditionLabel } from './condition-label'
import { conditionInputSchema, conditionKeys, normalizeConditionKey } from './conditions'
import { symptomLogCreateSchema, symptomLogQuerySchema } from './symptom-input'

const ROW_ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'

describe('condition keys read well under the label rule', () => {
  it.each([
    ['mvd', 'MVD'],
    ['ibd', 'IBD'],
    ['chronic_kidney_disease', 'Chronic kidney disease'],
    ['diabetes', 'Diabetes'],
    ['arthritis', 'Arthritis'],
    ['epilepsy', 'Epilepsy'],
    ['allergies', 'Allergies'],
    ['hypothyroidism', 'Hypothyroidism'],
    ['hyperthyroidism', 'Hyperthyroidism'],
    ['cancer', 'Cancer'],
  ])('%s → %s', (key, label) => {
    expect(conditionKeys).toContain(key)
    expect(conditionLabel(key)).toBe(label)
  })

  it('lists every key but "other" above, and no longer "ckd"', () => {
    expect(conditionKeys).toHaveLength(11)
    expect(conditionKeys).not.toContain('ckd')
  })
})

describe('old keys are aliases', () => {
  it.each([
    ['ckd', 'chronic_kidney_disease'],
    ['chronic_kidney_disease', 'chronic_kidney_disease'],
    ['mvd', 'mvd'],
    ['other', 'other'],
    ['constructor', 'constructor'],
    ['__proto__', '__proto__'],
  ])('%s → %s', (key, normalized) => {
    expect(normalizeConditionKey(key)).toBe(normalized)
    expect(normalizeConditionId(key)).toBe(normalized)
  })

  it("a condition sent as 'ckd' (an old client, a saved onboarding draft) is accepted as the new key", () => {
    expect(conditionInputSchema.parse({ condition: 'ckd' })).toMatchObject({ condition: 'chronic_kidney_disease' })
    expect(conditionInputSchema.safeParse({ condition: 'kidneys' }).error?.issues[0]?.message).toBe('Choose a condition from the list')
  })

  it("symptom logs and their queries sent with 'ckd' are the new key's", () => {
    const log = symptomLogCreateSchema.parse({
      conditionId: 'ckd',
      loggedAt: '2026-01-01T08:00:00Z',
      symptoms: { symptom: 'Thirsty', severity: 2 },
    })
    expect(log.conditionId).toBe('chronic_kidney_disease')
    expect(symptomLogQuerySchema.parse({ conditionId: 'ckd' }).conditionId).toBe('chronic_kidney_disease')
  })
})

describe('condition identifiers (symptom pages, logs, details)', () => {
  it.each([
    [{ id: ROW_ID, condition: 'mvd' }, 'mvd'],
    [{ id: ROW_ID, condition: 'chronic_kidney_disease' }, 'chronic_kidney_disease'],
    [{ id: ROW_ID, condition: 'ckd' }, 'chronic_kidney_disease'],
    [{ id: ROW_ID, condition: 'other' }, `other-${ROW_ID}`],
    // A key stored before the list existed is a custom condition too.
    [{ id: ROW_ID, condition: 'heart_murmur' }, `other-${ROW_ID}`],
  ])('%o → %s', (row, id) => expect(conditionIdOf(row)).toBe(id))

  it.each([
    [`other-${ROW_ID}`, true],
    [`OTHER-${ROW_ID.toUpperCase()}`, true],
    ['other', false],
    ['other-1', false],
    ['mvd', false],
  ])('isCustomConditionId(%s) → %s', (id, custom) => expect(isCustomConditionId(id)).toBe(custom))

  it.each([
    ['mvd', 'MVD'],
    ['ckd', 'Chronic kidney disease'],
    ['chronic_kidney_disease', 'Chronic kidney disease'],
    [`other-${ROW_ID}`, 'Custom condition'],
    ['other', 'Custom condition'],
  ])('conditionIdLabel(%s) → %s', (id, label) => expect(conditionIdLabel(id)).toBe(label))

  it.each([
    [{ condition: 'ckd', otherName: null }, 'Chronic kidney disease'],
    [{ condition: 'ibd', otherName: null }, 'IBD'],
    [{ condition: 'other', otherName: 'Heart murmur' }, 'Heart murmur'],
    [{ condition: 'other', otherName: '  ' }, 'Custom condition'],
    [{ condition: 'hip_dysplasia', otherName: null }, 'Hip dysplasia'],
  ])('storedConditionLabel(%o) → %s', (row, label) => expect(storedConditionLabel(row)).toBe(label))

  it('two custom conditions of one pet have their own pages and names', () => {
    const a = conditionPageOf({ id: ROW_ID, condition: 'other', otherName: 'Heart murmur' })
    const b = conditionPageOf({ id: '9f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', condition: 'other', otherName: 'Luxating patella' })
    expect(a).toEqual({ conditionId: `other-${ROW_ID}`, label: 'Heart murmur' })
    expect(b.label).toBe('Luxating patella')
    expect(a.conditionId).not.toBe(b.conditionId)
  })

  it.each([
    ['mvd', 'mvd'],
    ['ckd', 'chronic_kidney_disease'],
    ['other', 'other'],
    [`other-${ROW_ID}`, `other-${ROW_ID}`],
  ])('conditionIdSchema accepts %s as %s', (input, id) => expect(conditionIdSchema.parse(input)).toBe(id))

  it.each(['kidneys', 'other-x', '', 'other-'])('conditionIdSchema refuses %j', (input) => {
    expect(conditionIdSchema.safeParse(input).error?.issues[0]?.message).toBe('Choose a condition from the list')
  })
})
