import { describe, expect, it } from 'vitest'
import { petCreateSchema, petUpdateSchema } from './pet-input'

const firstIssues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('petCreateSchema', () => {
  it('accepts a full pet and normalises it', () => {
    const pet = petCreateSchema.parse({
      name: ' Biscuit ',
      species: 'dog',
      breedMix: [
        { breed: 'Labrador Retriever', percentage: 60 },
        { breed: 'Poodle', percentage: 40 },
      ],
      birthdate: '2019-05-01',
      weight: 22.5,
      weightUnit: 'kg',
      sex: 'female',
      microchipped: true,
      microchipId: '981 0000 1234 5678',
      nickNames: ['Bis'],
    })
    expect(pet).toMatchObject({ name: 'Biscuit', microchipId: '981000012345678' })
    expect(pet.breedMix?.[0]).toMatchObject({ breed: 'Labrador Retriever', isDominant: true })
  })

  it.each([
    [{ species: 'dog' }, { name: 'Pet name is required' }],
    [{ name: 'Rex', species: 'hamster' }, { species: 'Choose dog or cat' }],
    [{ name: 'Rex', species: 'dog', weight: -1, weightUnit: 'kg' }, { weight: 'Weight must be more than 0' }],
    [{ name: 'Rex', species: 'dog', weight: 12 }, { weightUnit: 'Choose kg or lb' }],
    // The column keeps two decimals and requires at least 0.01: a tinier weight would be stored as 0.
    [{ name: 'Rex', species: 'dog', weight: 1e-320, weightUnit: 'kg' }, { weight: 'Weight must be at least 0.01 kg' }],
    [{ name: 'Rex', species: 'dog', weight: 0.009, weightUnit: 'lb' }, { weight: 'Weight must be at least 0.01 lb' }],
    [{ name: 'Rex', species: 'dog', weight: 200.01, weightUnit: 'kg' }, { weight: 'Weight must be at most 200 kg' }],
    [{ name: 'Rex', species: 'dog', weight: 441, weightUnit: 'lb' }, { weight: 'Weight must be at most 440 lb' }],
    [{ name: 'Rex', species: 'dog', age: 40.1 }, { age: 'Age must be at most 40 years' }],
    [{ name: 'Rex', species: 'dog', age: -0.1 }, { age: 'Age cannot be negative' }],
    [{ name: 'Rex', species: 'dog', birthdate: '2999-01-01' }, { birthdate: 'The date cannot be in the future' }],
    [{ name: 'Rex', species: 'dog', microchipId: '12345' }, { microchipId: expect.stringContaining('15-digit') }],
    [{ name: 'Rex', species: 'dog', acquisitionSource: 'other' }, { acquisitionSourceDetails: 'Tell us where the pet came from' }],
    [
      {
        name: 'Rex',
        species: 'dog',
        breedMix: [
          { breed: 'A', percentage: 70 },
          { breed: 'B', percentage: 40 },
        ],
      },
      { breedMix: 'Breed percentages add up to more than 100%' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(firstIssues(petCreateSchema.safeParse(input))).toEqual(expected)
  })

  it.each([
    [{ weight: 0.01, weightUnit: 'kg' }],
    [{ weight: 200, weightUnit: 'kg' }],
    [{ weight: 440.9, weightUnit: 'lb' }],
    [{ age: 0 }],
    [{ age: 40 }],
  ])('accepts the boundary %j', (change) => {
    expect(petCreateSchema.safeParse({ name: 'Rex', species: 'dog', ...change }).success).toBe(true)
  })
})

describe('petUpdateSchema', () => {
  it('takes any subset, and null clears', () => {
    expect(petUpdateSchema.parse({ color: null, neutered: true })).toEqual({ color: null, neutered: true })
  })

  it('refuses unknown fields such as the owner', () => {
    expect(petUpdateSchema.safeParse({ userId: 'someone-else' }).success).toBe(false)
  })

  it('still ties weight to its unit', () => {
    expect(firstIssues(petUpdateSchema.safeParse({ weight: 3 }))).toEqual({ weightUnit: 'Choose kg or lb' })
  })
})
