import { describe, expect, it } from 'vitest'
import { catToxicNote, findCatToxicProduct } from './cat-toxic-products'

describe('findCatToxicProduct', () => {
  it.each([
    ['Advantix', 'K9 Advantix', 'permethrin'],
    ['advantix', 'K9 Advantix', 'permethrin'],
    ['K9 Advantix II (imidacloprid, permethrin)', 'K9 Advantix', 'permethrin'],
    ['K-9 Advantix® II', 'K9 Advantix', 'permethrin'],
    ['K9 ADVANTIX™ II for large dogs', 'K9 Advantix', 'permethrin'],
    ['Vectra 3D', 'Vectra 3D', 'permethrin'],
    ['vectra-3d', 'Vectra 3D', 'permethrin'],
    ['Frontline Tri-Act', 'Frontline Tri-Act', 'permethrin'],
    ['FRONTLINE TRI ACT®', 'Frontline Tri-Act', 'permethrin'],
    ['Frontline Shield', 'Frontline Shield', 'permethrin'],
    ['Activyl Tick Plus', 'Activyl Tick Plus', 'permethrin'],
    ['Scalibor collar', 'Scalibor', 'deltamethrin'],
    ['Scalibor Protectorband 65 cm', 'Scalibor', 'deltamethrin'],
  ])('%s → %s (%s)', (typed, product, ingredient) => {
    expect(findCatToxicProduct([typed])).toEqual({ product, ingredient })
  })

  it.each([
    ['Permethrin spot-on', 'permethrin'],
    ['Spot-on X (PERMETHRIN 65%)', 'permethrin'],
    ['deltamethrin collar', 'deltamethrin'],
  ])('an ingredient named: %s → %s', (typed, ingredient) => {
    expect(findCatToxicProduct([typed])).toEqual({ product: null, ingredient })
  })

  it('reads the ingredients given apart from the name', () => {
    expect(findCatToxicProduct(['Spot-on X', 'imidacloprid', 'Permethrin'])).toEqual({ product: null, ingredient: 'permethrin' })
  })

  // Look-alikes that are safe for cats (or name no toxic ingredient) are not flagged.
  it.each([
    'Advantage',
    'Advantage II',
    'Advocate',
    'Seresto collar',
    'Seresto (imidacloprid, flumethrin)',
    'Frontline Plus',
    'Frontline Spot On',
    'Bravecto Plus',
    'Vectra Felis',
    'Vectra',
    'Revolution',
    'Catego',
    'Advantixx',
    'Scaliborious',
    'Advantage Multi',
    '',
  ])('%j is not flagged', (typed) => expect(findCatToxicProduct([typed])).toBeNull())
})

describe('catToxicNote', () => {
  it('names the product and its ingredient and says to call the vet', () => {
    expect(catToxicNote({ product: 'K9 Advantix', ingredient: 'permethrin' })).toBe(
      'K9 Advantix contains permethrin, which is toxic to cats. Never use it on a cat. If it has been put on your cat, call your vet now.',
    )
    expect(catToxicNote({ product: null, ingredient: 'deltamethrin' })).toBe(
      'This product contains deltamethrin, which is toxic to cats. Never use it on a cat. If it has been put on your cat, call your vet now.',
    )
  })
})
