import { describe, expect, it } from 'vitest'
import { conditionMetadataSchemaFor } from './condition-metadata'

describe('conditionMetadataSchemaFor', () => {
  it.each([
    ['mvd', { acvimStage: 'B2' }, null],
    ['mvd', { acvimStage: null }, null],
    ['mvd', {}, null],
    ['mvd', { acvimStage: 'E' }, 'Choose an ACVIM stage: A, B1, B2, C or D'],
    ['mvd', { stage: 'B2' }, 'Unrecognized key: "stage"'],
    ['ckd', { irisStage: '2', onRenalDiet: true, creatinine: 2.1 }, null],
    ['ckd', { nested: { a: 1 } }, 'Each value is text, a number, yes/no or empty'],
    ['ckd', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])), 'At most 20 values per condition'],
  ])('%s %o → %s', (condition, data, problem) => {
    const result = conditionMetadataSchemaFor(condition).safeParse(data)
    expect(result.success ? null : result.error.issues[0]?.message).toBe(problem)
  })
})

describe('metadata keys', () => {
  it('a refused key shows its own message, not a generic one', () => {
    expect(conditionMetadataSchemaFor('ckd').safeParse({ '': 1 }).error?.issues[0]?.message).toBe('Name each value')
  })
})
