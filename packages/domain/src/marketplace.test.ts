import { describe, expect, it } from 'vitest'
import { joinNames, matchEntry, type EntryForMatching, type EntryMatch, type PetForMatching } from './marketplace'

const biscuit: PetForMatching = { id: 'p1', name: 'Biscuit', species: 'dog', conditions: ['mvd'] }
const rex: PetForMatching = { id: 'p2', name: 'Rex', species: 'dog', conditions: ['mvd', 'arthritis'] }
const miso: PetForMatching = { id: 'p3', name: 'Miso', species: 'cat', conditions: ['chronic_kidney_disease'] }
const pip: PetForMatching = { id: 'p4', name: 'Pip', species: 'dog', conditions: [] }

const cardiacDiet: EntryForMatching = { species: ['dog'], conditions: ['mvd'] }
const renalDiet: EntryForMatching = { species: ['dog', 'cat'], conditions: ['chronic_kidney_disease'] }
const stroller: EntryForMatching = { species: ['dog', 'cat'], conditions: ['mvd', 'arthritis'] }
const fleaCollar: EntryForMatching = { species: ['dog', 'cat'], conditions: [] }
const dogChew: EntryForMatching = { species: ['dog'], conditions: [] }

describe('matchEntry (which pets an entry suits, and why)', () => {
  it.each<[string, EntryForMatching, PetForMatching[], EntryMatch]>([
    [
      'a dog with MVD and a cardiac diet',
      cardiacDiet,
      [biscuit],
      { pets: [{ petId: 'p1', petName: 'Biscuit', conditions: ['mvd'] }], forCondition: true, reason: 'Because Biscuit has MVD' },
    ],
    [
      'two dogs with MVD',
      cardiacDiet,
      [biscuit, rex],
      {
        pets: [
          { petId: 'p1', petName: 'Biscuit', conditions: ['mvd'] },
          { petId: 'p2', petName: 'Rex', conditions: ['mvd'] },
        ],
        forCondition: true,
        reason: 'Because Biscuit has MVD and Rex has MVD',
      },
    ],
    [
      'one pet with two of the entry’s conditions',
      stroller,
      [rex],
      {
        pets: [{ petId: 'p2', petName: 'Rex', conditions: ['mvd', 'arthritis'] }],
        forCondition: true,
        reason: 'Because Rex has MVD and Arthritis',
      },
    ],
    [
      'only the pet with the condition, not its healthy housemate',
      cardiacDiet,
      [biscuit, pip],
      { pets: [{ petId: 'p1', petName: 'Biscuit', conditions: ['mvd'] }], forCondition: true, reason: 'Because Biscuit has MVD' },
    ],
    [
      'a cat’s condition on an entry for dogs and cats',
      renalDiet,
      [biscuit, miso],
      {
        pets: [{ petId: 'p3', petName: 'Miso', conditions: ['chronic_kidney_disease'] }],
        forCondition: true,
        reason: 'Because Miso has Chronic kidney disease',
      },
    ],
    [
      'an entry for no condition: every pet of its species',
      fleaCollar,
      [biscuit, miso, pip],
      {
        pets: [
          { petId: 'p1', petName: 'Biscuit', conditions: [] },
          { petId: 'p3', petName: 'Miso', conditions: [] },
          { petId: 'p4', petName: 'Pip', conditions: [] },
        ],
        forCondition: false,
        reason: 'For Biscuit, Miso and Pip',
      },
    ],
    [
      'an entry for a condition no pet has: the pets of its species, without a condition reason',
      renalDiet,
      [pip],
      { pets: [{ petId: 'p4', petName: 'Pip', conditions: [] }], forCondition: false, reason: 'For Pip' },
    ],
    ['a dog-only entry and a cat', dogChew, [miso], { pets: [], forCondition: false, reason: null }],
    [
      'a dog with MVD and a cardiac diet for dogs, seen by a cat owner',
      cardiacDiet,
      [miso],
      { pets: [], forCondition: false, reason: null },
    ],
    ['no pets at all', cardiacDiet, [], { pets: [], forCondition: false, reason: null }],
  ])('%s', (_, entry, pets, expected) => {
    expect(matchEntry(entry, pets)).toEqual(expected)
  })
})

describe('joinNames', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['Biscuit'], 'Biscuit'],
    [['Biscuit', 'Miso'], 'Biscuit and Miso'],
    [['Biscuit', 'Miso', 'Pip'], 'Biscuit, Miso and Pip'],
    [['A', 'B', 'C', 'D'], 'A, B, C and D'],
  ])('%j → %s', (names, expected) => {
    expect(joinNames(names)).toBe(expected)
  })
})
