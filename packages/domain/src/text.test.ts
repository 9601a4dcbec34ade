import { describe, expect, it } from 'vitest'
import { signUpSchema } from './auth-input'
import { conditionMetadataInputSchema } from './condition-metadata'
import { feedbackInputSchema } from './feedback'
import { petCreateSchema } from './pet-input'
import { symptomLogCreateSchema, symptomLogQuerySchema } from './symptom-input'
import { findUnstorableText, isStorableText, storableJsonSchema, textSchema, UNSTORABLE_TEXT_MESSAGE } from './text'

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Rex', true],
    ['empty', '', true],
    ['accents and CJK', 'Löwchen 柴犬', true],
    ['an emoji (a surrogate pair)', 'good boy 🐶', true],
    ['two emoji in a row', '🐶🐱', true],
    ['other control characters (PostgreSQL stores them)', 'tab\there\u0001', true],
    ['a NUL character', 'Rex\u0000', false],
    ['only NUL', '\u0000', false],
    ['a lone high surrogate', 'Rex\ud800', false],
    ['a lone high surrogate before text', '\ud83dRex', false],
    ['a lone low surrogate', '\udc36Rex', false],
    ['a pair in the wrong order', '\udc36\ud83d', false],
    ['half an emoji after a whole one', '🐶\ud83d', false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isStorableText(value)).toBe(expected)
  })
})

describe('textSchema', () => {
  const schema = textSchema().trim().min(1, 'Required').max(5, 'Too long')

  it('keeps the rules chained on it', () => {
    expect(schema.parse('  Rex  ')).toBe('Rex')
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('Required')
    expect(schema.safeParse('Rexxxx').error?.issues[0]?.message).toBe('Too long')
  })

  it.each(['Re\u0000x', 'Re\ud800x', '\u0000'.repeat(10)])('refuses %j with one clear message', (value) => {
    const issues = schema.safeParse(value).error?.issues
    expect(issues).toEqual([expect.objectContaining({ message: UNSTORABLE_TEXT_MESSAGE })])
  })
})

describe('findUnstorableText and storableJsonSchema', () => {
  it.each([
    ['a clean object', { a: 'x', b: [1, 'y', { c: null }] }, null],
    ['a NUL value', { a: 'x\u0000' }, ['a']],
    ['a NUL key', { 'bad\u0000key': 1 }, ['bad\u0000key']],
    ['a lone surrogate deep inside', { a: [{ b: ['ok', '\ud800'] }] }, ['a', 0, 'b', 1]],
    ['a lone surrogate key deep inside', { a: { '\udfff': true } }, ['a', '\udfff']],
    ['a bare string', '\u0000', []],
    ['numbers and booleans', [1, true, false, null], null],
  ])('%s', (_name, value, path) => {
    expect(findUnstorableText(value)).toEqual(path)
  })

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000'
    for (let i = 0; i < 20_000; i++) deep = [deep]
    expect(findUnstorableText(deep)).toHaveLength(20_000)
  })

  it('names the path of the bad string in the issue', () => {
    const issue = storableJsonSchema.safeParse({ details: { 'iris\u0000': '2' } }).error?.issues[0]
    expect(issue).toMatchObject({ path: ['details', 'iris\u0000'], message: UNSTORABLE_TEXT_MESSAGE })
  })
})

// The shared schema is used by every area; one representative field each, with the path the API names.
describe('input schemas refuse unstorable text in the field where it is', () => {
  const now = new Date().toISOString()
  it.each([
    ['sign-up name', signUpSchema, { name: 'Ana\u0000', email: 'a@example.com', password: 'long enough' }, 'name'],
    ['sign-up e-mail', signUpSchema, { name: 'Ana', email: 'a\u0000@example.com', password: 'long enough' }, 'email'],
    ['pet name', petCreateSchema, { name: 'Rex\ud800', species: 'dog' }, 'name'],
    ['pet nickname', petCreateSchema, { name: 'Rex', species: 'dog', nickNames: ['ok', 'Re\u0000'] }, 'nickNames.1'],
    ['feedback heading', feedbackInputSchema, { heading: 'Bug\u0000', description: 'x' }, 'heading'],
    ['symptom query', symptomLogQuerySchema, { conditionId: '\u0000' }, 'conditionId'],
    [
      'symptom notes',
      symptomLogCreateSchema,
      { conditionId: 'other', loggedAt: now, symptoms: { symptom: 'cough', severity: 2 }, notes: '\u0000' },
      'notes',
    ],
    [
      'symptom details (JSON)',
      symptomLogCreateSchema,
      { conditionId: 'other', loggedAt: now, symptoms: { symptom: 'cough', severity: 2, extra: '\ud800' } },
      'symptoms.extra',
    ],
    ['condition metadata key', conditionMetadataInputSchema, { data: { 'iris\u0000': '2' } }, 'data.iris\u0000'],
    ['condition metadata value', conditionMetadataInputSchema, { data: { iris: ['\ud800'] } }, 'data.iris.0'],
  ])('%s', (_name, schema, input, field) => {
    const issues = schema.safeParse(input).error?.issues ?? []
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([field, UNSTORABLE_TEXT_MESSAGE])
  })
})
