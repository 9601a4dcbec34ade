import { describe, expect, it } from 'vitest'
import { catBreeds, dogBreeds } from './breed-list'
import { breedLabel, breedMixEntrySchema, breedMixSchema, isKnownBreed, normalizeBreedMix } from './breeds'

const lab = (percentage: number | null, isDominant = false) => ({ breed: 'Labrador Retriever', percentage, isDominant })
const poodle = (percentage: number | null, isDominant = false) => ({ breed: 'Poodle', percentage, isDominant })

describe('breedMixEntrySchema', () => {
  it.each([
    [
      { breed: '  Beagle ', percentage: 40 },
      { breed: 'Beagle', percentage: 40, isDominant: false },
    ],
    [
      { breed: 'Beagle', percentage: null, isDominant: true },
      { breed: 'Beagle', percentage: null, isDominant: true },
    ],
    [{ breed: 'Beagle' }, { breed: 'Beagle', isDominant: false }],
    [
      { breed: 'Beagle', percentage: 1 },
      { breed: 'Beagle', percentage: 1, isDominant: false },
    ],
    [
      { breed: 'Beagle', percentage: 100 },
      { breed: 'Beagle', percentage: 100, isDominant: false },
    ],
  ])('accepts %j', (input, expected) => {
    expect(breedMixEntrySchema.parse(input)).toEqual(expected)
  })

  it.each([
    [{ breed: '' }, 'breed', 'Breed is required'],
    [{ breed: '   ' }, 'breed', 'Breed is required'],
    [{}, 'breed', 'Breed is required'],
    [{ breed: 'x'.repeat(81) }, 'breed', 'Breed must be at most 80 characters'],
    [{ breed: 'Beagle', percentage: 0 }, 'percentage', 'Percentage must be between 1 and 100'],
    [{ breed: 'Beagle', percentage: 101 }, 'percentage', 'Percentage must be between 1 and 100'],
    [{ breed: 'Beagle', percentage: 33.5 }, 'percentage', 'Percentage must be between 1 and 100'],
    [{ breed: 'Beagle', percentage: '50' }, 'percentage', 'Percentage must be between 1 and 100'],
  ])('refuses %j', (input, path, message) => {
    const result = breedMixEntrySchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: [path], message })
  })
})

describe('breedMixSchema', () => {
  it.each([
    { name: 'empty', input: [], expected: [] },
    { name: 'dominant kept', input: [lab(60, true), poodle(40)], expected: [lab(60, true), poodle(40)] },
    { name: 'highest percentage made dominant', input: [poodle(30), lab(70)], expected: [poodle(30), lab(70, true)] },
    { name: 'percentages under 100 are fine', input: [lab(50), poodle(null)], expected: [lab(50, true), poodle(null)] },
  ])('accepts $name', ({ input, expected }) => {
    expect(breedMixSchema.parse(input)).toEqual(expected)
  })

  it.each([
    { name: 'sum over 100', input: [lab(60), poodle(50)], path: [], message: 'Breed percentages add up to more than 100%' },
    { name: 'two dominant', input: [lab(50, true), poodle(50, true)], path: [1, 'isDominant'], message: 'Only one breed can be dominant' },
    {
      name: 'same breed twice, other case and spacing',
      input: [lab(50), { breed: ' labrador  retriever', percentage: 20, isDominant: false }],
      path: [1, 'breed'],
      message: 'Each breed can be listed once',
    },
    {
      name: 'six breeds',
      input: ['Beagle', 'Boxer', 'Pug', 'Puli', 'Vizsla', 'Whippet'].map((breed) => ({ breed })),
      path: [],
      message: 'List at most 5 breeds',
    },
  ])('refuses $name', ({ input, path, message }) => {
    const result = breedMixSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path, message })])
  })
})

describe('normalizeBreedMix', () => {
  it.each([
    { name: 'empty', input: [], dominant: [] },
    { name: 'one breed', input: [poodle(null)], dominant: [true] },
    { name: 'already has a dominant (not the largest)', input: [lab(70), poodle(30, true)], dominant: [false, true] },
    { name: 'highest percentage', input: [poodle(20), lab(45), poodle(35)], dominant: [false, true, false] },
    { name: 'tie: first wins', input: [poodle(50), lab(50)], dominant: [true, false] },
    { name: 'no percentages: first', input: [poodle(null), lab(null)], dominant: [true, false] },
    { name: 'a percentage beats none', input: [poodle(null), lab(10)], dominant: [false, true] },
  ])('$name', ({ input, dominant }) => {
    expect(normalizeBreedMix(input).map((entry) => entry.isDominant)).toEqual(dominant)
  })

  it('does not change the entries it was given', () => {
    const input = [poodle(30), lab(70)]
    normalizeBreedMix(input)
    expect(input).toEqual([poodle(30), lab(70)])
  })
})

describe('breedLabel', () => {
  it.each([
    { name: 'dominant with percentage', input: { breedMix: [lab(60, true), poodle(40)] }, expected: 'Labrador Retriever (60%)' },
    { name: 'dominant without percentage', input: { breedMix: [lab(null, true), poodle(null)] }, expected: 'Labrador Retriever mix' },
    { name: 'no dominant marked: highest', input: { breedMix: [poodle(25), lab(75)] }, expected: 'Labrador Retriever (75%)' },
    { name: 'mix wins over the single breed', input: { breed: 'Poodle', breedMix: [lab(null, true)] }, expected: 'Labrador Retriever mix' },
    { name: '100% is no mix', input: { breedMix: [lab(100, true)] }, expected: 'Labrador Retriever' },
    { name: 'single breed', input: { breed: ' Beagle ' }, expected: 'Beagle' },
    { name: 'empty mix, single breed', input: { breed: 'Beagle', breedMix: [] }, expected: 'Beagle' },
    { name: 'blank mix rows are ignored', input: { breed: 'Beagle', breedMix: [{ breed: ' ', isDominant: true }] }, expected: 'Beagle' },
    { name: 'blank breed', input: { breed: '  ' }, expected: null },
    { name: 'nothing', input: {}, expected: null },
  ])('$name → $expected', ({ input, expected }) => {
    expect(breedLabel(input)).toBe(expected)
  })
})

describe('breed lists', () => {
  const collator = new Intl.Collator('en', { sensitivity: 'base' })
  it.each([
    ['dog', dogBreeds, 200],
    ['cat', catBreeds, 45],
  ] as const)('%s list is sorted, unique, trimmed and has at least %i… entries', (_species, list, minimum) => {
    expect(list.length).toBeGreaterThanOrEqual(minimum)
    expect([...list].sort(collator.compare)).toEqual(list)
    expect(new Set(list.map((name) => name.toLowerCase())).size).toBe(list.length)
    for (const name of list) expect(name).toBe(name.trim().replace(/\s+/g, ' '))
  })
})

describe('isKnownBreed', () => {
  it.each([
    ['dog', 'Labrador Retriever', true],
    ['dog', 'labrador retriever', true],
    ['dog', '  Golden   Retriever ', true],
    ['dog', 'Lowchen', true],
    ['dog', 'Löwchen', true],
    ['dog', 'Xoloitzcuintli', true],
    ['dog', "Cirneco dell'Etna", true],
    ['dog', 'Maine Coon', false],
    ['dog', 'Labradoodle', false],
    ['dog', '', false],
    ['cat', 'Maine Coon', true],
    ['cat', 'ragamuffin', true],
    ['cat', 'Norwegian Forest Cat', true],
    ['cat', 'Beagle', false],
    ['cat', 'Domestic Shorthair', false],
  ] as const)('%s %j → %s', (species, name, expected) => {
    expect(isKnownBreed(species, name)).toBe(expected)
  })
})
