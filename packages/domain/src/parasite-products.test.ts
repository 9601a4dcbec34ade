import { describe, expect, it } from 'vitest'
import {
  DOG_PRODUCT_FOR_CAT_NOTE,
  findParasiteProductByBrand,
  findParasiteProducts,
  HEARTWORM_TEST_NOTE,
  parasiteManufacturers,
  parasiteProducts,
  PERMETHRIN_CAT_NOTE,
  safetyNotes,
  treatmentTypesOf,
} from './parasite-products'
import { treatmentFrequencies } from './schedule'

const brands = (products: readonly { brand: string }[]) => products.map((p) => p.brand)
const product = (brand: string) => {
  const found = findParasiteProductByBrand(brand)
  if (!found) throw new Error(`No product ${brand}`)
  return found
}

describe('parasiteProducts (the reference table)', () => {
  it.each([
    ['NexGard', 'Boehringer Ingelheim', ['dog'], 'monthly', ['fleas', 'ticks'], false],
    ['NexGard Spectra', 'Boehringer Ingelheim', ['dog'], 'monthly', ['fleas', 'ticks', 'heartworm', 'worms'], true],
    ['NexGard PLUS', 'Boehringer Ingelheim', ['dog'], 'monthly', ['fleas', 'ticks', 'heartworm', 'worms'], true],
    ['Bravecto chew', 'MSD / Merck', ['dog'], 'every_3_months', ['fleas', 'ticks'], false],
    ['Bravecto spot-on for cats', 'MSD / Merck', ['cat'], 'every_3_months', ['fleas', 'ticks'], false],
    ['Simparica', 'Zoetis', ['dog'], 'monthly', ['fleas', 'ticks'], false],
    ['Simparica Trio', 'Zoetis', ['dog'], 'monthly', ['fleas', 'ticks', 'heartworm', 'worms'], true],
    ['Credelio', 'Elanco', ['dog', 'cat'], 'monthly', ['fleas', 'ticks'], false],
    ['Credelio PLUS', 'Elanco', ['dog'], 'monthly', ['fleas', 'ticks', 'heartworm', 'worms'], true],
    ['Credelio Quattro', 'Elanco', ['dog'], 'monthly', ['fleas', 'ticks', 'heartworm', 'worms'], true],
    ['Heartgard Plus', 'Boehringer Ingelheim', ['dog'], 'monthly', ['heartworm', 'worms'], false],
    ['Revolution', 'Zoetis', ['dog', 'cat'], 'monthly', ['fleas', 'heartworm', 'ear_mites'], false],
    ['Frontline Plus', 'Boehringer Ingelheim', ['dog', 'cat'], 'monthly', ['fleas', 'ticks'], false],
    ['Seresto collar', 'Elanco', ['dog', 'cat'], 'every_6_months', ['fleas', 'ticks'], false],
    ['ProHeart 6', 'Zoetis', ['dog'], 'every_6_months', ['heartworm'], false],
    ['ProHeart 12', 'Zoetis', ['dog'], 'annual', ['heartworm'], false],
  ])('%s: %s, %j, %s', (brand, manufacturer, species, defaultFrequency, covers, isCombo) => {
    expect(product(brand)).toMatchObject({ manufacturer, species, defaultFrequency, covers, isCombo })
  })

  it('has 16 products with unique ids, all on frequencies the app offers', () => {
    expect(parasiteProducts).toHaveLength(16)
    expect(new Set(parasiteProducts.map((p) => p.id)).size).toBe(16)
    for (const p of parasiteProducts) expect(treatmentFrequencies).toContain(p.defaultFrequency)
  })

  it('keeps the label interval where the app offers no such frequency', () => {
    expect(product('Seresto collar').frequencyNote).toMatch(/up to 8 months/)
    expect(product('Bravecto chew').frequencyNote).toMatch(/12 weeks/)
  })

  it.each([
    ['NexGard', ['afoxolaner']],
    ['Bravecto chew', ['fluralaner']],
    ['Heartgard Plus', ['ivermectin', 'pyrantel']],
    ['ProHeart 12', ['moxidectin']],
    ['Frontline Plus', []],
  ])('%s lists the ingredients the reference table gives: %j', (brand, ingredients) => {
    expect(product(brand).activeIngredients).toEqual(ingredients)
  })
})

describe('lookups', () => {
  it.each([
    [{ species: 'cat' }, ['Bravecto spot-on for cats', 'Credelio', 'Revolution', 'Frontline Plus', 'Seresto collar']],
    [{ type: 'combo' }, ['NexGard Spectra', 'NexGard PLUS', 'Simparica Trio', 'Credelio PLUS', 'Credelio Quattro']],
    [{ type: 'heartworm' }, ['Heartgard Plus', 'Revolution', 'ProHeart 6', 'ProHeart 12']],
    [{ type: 'dewormer' }, ['Heartgard Plus']],
    [{ type: 'ear_mites' }, ['Revolution']],
    [{ species: 'cat', type: 'flea_tick' }, ['Bravecto spot-on for cats', 'Credelio', 'Revolution', 'Frontline Plus', 'Seresto collar']],
    [{ manufacturer: 'zoetis' }, ['Simparica', 'Simparica Trio', 'Revolution', 'ProHeart 6', 'ProHeart 12']],
    [{ manufacturer: ' Elanco ', species: 'cat' }, ['Credelio', 'Seresto collar']],
    [{ manufacturer: 'Bayer' }, []],
    [{ species: 'cat', type: 'combo' }, []],
  ] as const)('%j → %j', (filter, expected) => expect(brands(findParasiteProducts(filter))).toEqual(expected))

  it('gives every product without a filter', () => expect(findParasiteProducts()).toHaveLength(16))

  it.each([
    ['heartgard plus', 'Boehringer Ingelheim'],
    ['  Bravecto chew ', 'MSD / Merck'],
    ['Seresto collar', 'Elanco'],
  ])('finds the manufacturer of %j: %s', (brand, manufacturer) =>
    expect(findParasiteProductByBrand(brand)?.manufacturer).toBe(manufacturer),
  )

  it('finds no product for an unknown brand', () => expect(findParasiteProductByBrand('Advantix')).toBeNull())

  it('lists the manufacturers once each', () => {
    expect(parasiteManufacturers).toEqual(['Boehringer Ingelheim', 'Elanco', 'MSD / Merck', 'Zoetis'])
  })

  it.each([
    ['NexGard', ['flea_tick']],
    ['Simparica Trio', ['combo']],
    ['Heartgard Plus', ['heartworm', 'dewormer']],
    ['Revolution', ['flea_tick', 'heartworm', 'ear_mites']],
    ['ProHeart 6', ['heartworm']],
  ])('treatmentTypesOf(%s) → %j', (brand, types) => expect(treatmentTypesOf(product(brand))).toEqual(types))
})

describe('safetyNotes', () => {
  const frontlineTriAct = 'Frontline Tri-Act, a different product for dogs, contains permethrin, which is toxic to cats: check the box.'
  it.each([
    ['NexGard', 'dog', []],
    ['NexGard', 'cat', [DOG_PRODUCT_FOR_CAT_NOTE]],
    ['Credelio', 'cat', []],
    ['Bravecto spot-on for cats', 'cat', []],
    ['Revolution', 'cat', []],
    ['Revolution', 'dog', [HEARTWORM_TEST_NOTE]],
    ['Heartgard Plus', 'dog', [HEARTWORM_TEST_NOTE]],
    ['Simparica Trio', 'dog', [HEARTWORM_TEST_NOTE]],
    ['ProHeart 12', 'dog', [HEARTWORM_TEST_NOTE]],
    ['Simparica Trio', 'cat', [DOG_PRODUCT_FOR_CAT_NOTE]],
    ['Seresto collar', 'cat', []],
    ['Frontline Plus', 'dog', []],
    ['Frontline Plus', 'cat', [frontlineTriAct]],
  ] as const)('%s for a %s → %j', (brand, species, notes) => expect(safetyNotes(product(brand), species)).toEqual(notes))

  it.each([
    ['permethrin in the ingredients', { brand: 'Spot-on X', activeIngredients: ['imidacloprid', 'Permethrin'] }],
    ['permethrin in the brand name', { brand: 'Permethrin spot-on' }],
  ])('warns for a cat about an owner-entered product with %s', (_name, entered) => {
    const own = { species: ['dog', 'cat'] as const, covers: ['fleas'] as const, ...entered }
    expect(safetyNotes(own, 'cat')).toEqual([PERMETHRIN_CAT_NOTE])
    expect(safetyNotes(own, 'dog')).toEqual([])
  })
})
