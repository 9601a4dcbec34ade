import { describe, expect, it } from 'vitest'
import { addRow, type BreedChoice, changeRow, setMixed } from './breed-choice'

const single = (breed: string): BreedChoice => ({ isMixed: false, breed, mix: [] })
const row = (breed: string, percentage = '', isDominant = false) => ({ breed, percentage, isDominant })

describe('setMixed: a pet is one breed or a mix, and nothing typed is lost', () => {
  it.each([
    [
      'the single breed becomes the first, dominant row',
      single('Labrador Retriever'),
      { isMixed: true, breed: '', mix: [row('Labrador Retriever', '', true)] },
    ],
    ['with no breed yet, one empty dominant row to fill in', single(''), { isMixed: true, breed: '', mix: [row('', '', true)] }],
    ['spaces around the breed are not kept', single('  Beagle '), { isMixed: true, breed: '', mix: [row('Beagle', '', true)] }],
  ])('ticking: %s', (_why, before, after) => {
    expect(setMixed(before, true)).toEqual(after)
  })

  it.each([
    ['the dominant breed becomes the single breed', [row('Poodle', '40'), row('Labrador Retriever', '60', true)], 'Labrador Retriever'],
    ['none marked: the highest percentage', [row('Poodle', '40'), row('Labrador Retriever', '60')], 'Labrador Retriever'],
    ['none marked, no percentages: the first named', [row(''), row('Poodle'), row('Beagle')], 'Poodle'],
    ['an empty mix: no breed', [], ''],
  ])('unticking: %s, and the mix is cleared', (_why, mix, breed) => {
    expect(setMixed({ isMixed: true, breed: '', mix }, false)).toEqual({ isMixed: false, breed, mix: [] })
  })

  it('ticking then unticking gives the breed back', () => {
    expect(setMixed(setMixed(single('Beagle'), true), false)).toEqual(single('Beagle'))
  })

  it('a choice that does not change is returned as it is', () => {
    const choice = single('Beagle')
    expect(setMixed(choice, false)).toBe(choice)
  })
})

describe('rows of a mix', () => {
  it('marking one dominant unmarks the others', () => {
    expect(changeRow([row('A', '', true), row('B'), row('C')], 2, { isDominant: true }).map((r) => r.isDominant)).toEqual([
      false,
      false,
      true,
    ])
  })

  it('changing a breed leaves the dominant mark where it was', () => {
    expect(changeRow([row('A', '', true), row('B')], 1, { breed: 'Beagle' })).toEqual([row('A', '', true), row('Beagle')])
  })

  it('adds a dominant row to an empty mix, a plain one after, and none past five', () => {
    expect(addRow([])).toEqual([row('', '', true)])
    expect(addRow([row('A', '', true)])).toEqual([row('A', '', true), row('')])
    const five = Array.from({ length: 5 }, (_, i) => row(`B${i}`))
    expect(addRow(five)).toHaveLength(5)
  })
})
