import { describe, expect, it } from 'vitest'
import { resolveSelectedPetId } from './pet-selection'

const rex = { id: 'rex' }
const mia = { id: 'mia' }

describe('resolveSelectedPetId', () => {
  it.each([
    { pets: [], selected: null, expected: null, why: 'no pets, nothing selected' },
    { pets: [], selected: 'rex', expected: null, why: 'the only pet was deleted' },
    { pets: [rex, mia], selected: null, expected: 'rex', why: 'first pet after a fetch' },
    { pets: [rex, mia], selected: undefined, expected: 'rex', why: 'first pet after a fetch' },
    { pets: [rex, mia], selected: '', expected: 'rex', why: 'empty id is no selection' },
    { pets: [rex, mia], selected: 'mia', expected: 'mia', why: 'a valid selection is kept' },
    { pets: [mia], selected: 'rex', expected: 'mia', why: 'selected pet deleted → another pet' },
  ])('$why: $selected → $expected', ({ pets, selected, expected }) => {
    expect(resolveSelectedPetId(pets, selected)).toBe(expected)
  })
})
