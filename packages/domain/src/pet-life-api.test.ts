import { describe, expect, it } from 'vitest'
import { normalizeSection } from './pet-life-api'
import {
  behaviorFields,
  behaviorFromOnboarding,
  behaviorUpdateSchema,
  dietFields,
  dietUpdateSchema,
  funFactsUpdateSchema,
  type BehaviorUpdate,
} from './pet-life-input'

describe('normalizeSection (a PUT replaces the section; nothing in it removes it)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, boolean]>([
    ['nothing', {}, {}, true],
    ['only blanks', { foodType: ' ', brand: '' }, {}, true],
    ['a value, the rest cleared', { foodType: 'Kibble' }, { foodType: 'Kibble' }, false],
    ['explicit nulls', { foodType: null, notes: 'Slow feeder' }, { notes: 'Slow feeder' }, false],
  ])('%s', (_, input, set, isEmpty) => {
    const result = normalizeSection(input, dietFields)
    expect(result.isEmpty).toBe(isEmpty)
    expect(result.values).toEqual({ ...Object.fromEntries(dietFields.map((key) => [key, null])), ...set })
  })

  it('keeps false as an answer', () => {
    const result = normalizeSection<Partial<BehaviorUpdate>>({ crateTrained: false }, behaviorFields)
    expect(result.isEmpty).toBe(false)
    expect(result.values.crateTrained).toBe(false)
  })
})

describe('behaviorUpdateSchema', () => {
  it.each<[Record<string, unknown>, string, string]>([
    [{ dogReactivity: 'good' }, 'dogReactivity', 'Choose how the pet reacts to dogs'],
    [{ peopleReactivity: 'shy' }, 'peopleReactivity', 'Choose how the pet reacts to unfamiliar people'],
    [{ houseTraining: 'yes' }, 'houseTraining', 'Choose how house-trained the pet is'],
    [{ separationAnxiety: 'a little' }, 'separationAnxiety', 'Separation anxiety is none, mild or severe'],
    [{ crateTrained: 'no' }, 'crateTrained', 'Crate-trained is yes, no or not known'],
    [{ energyLevel: 'wild' }, 'energyLevel', 'Energy level is low, medium or high'],
    [{ temperament: 'x'.repeat(201) }, 'temperament', 'Temperament must be at most 200 characters'],
    [{ notes: 'x'.repeat(2001) }, 'notes', 'Notes must be at most 2000 characters'],
    [{ goodWithDogs: true }, '', 'Unrecognized key: "goodWithDogs"'],
  ])('refuses %j', (input, path, message) => {
    const result = behaviorUpdateSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path.join('.')).toBe(path)
    if (path) expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('accepts every scale word, nulls and blanks', () => {
    expect(
      behaviorUpdateSchema.safeParse({
        dogReactivity: 'may_bite',
        catReactivity: null,
        houseTraining: 'in_training',
        separationAnxiety: 'none',
        muzzleNeeded: false,
        temperament: '',
      }).success,
    ).toBe(true)
  })
})

describe('diet and fun facts', () => {
  it('refuses unknown fields and names a long one', () => {
    expect(dietUpdateSchema.safeParse({ calories: 300 }).success).toBe(false)
    expect(funFactsUpdateSchema.safeParse({ favoriteToys: 'x'.repeat(501) }).error?.issues[0]?.message).toBe(
      'Favourite toys must be at most 500 characters',
    )
  })
})

describe('behaviorFromOnboarding', () => {
  it('puts the yes/no answers on the scales and keeps the text', () => {
    expect(
      behaviorFromOnboarding({ temperament: 'Calm', goodWithDogs: true, goodWithCats: false, houseTrained: true, handlingNotes: 'Muzzle' }),
    ).toEqual({
      temperament: 'Calm',
      energyLevel: null,
      anxietyTriggers: null,
      dogReactivity: 'relaxed',
      catReactivity: 'reactive',
      childReactivity: null,
      houseTraining: 'reliable',
      handlingNotes: 'Muzzle',
      notes: null,
    })
  })
})
