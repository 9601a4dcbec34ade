import { describe, expect, it } from 'vitest'
import { parasiteProducts, treatmentTypesOf } from './parasite-products'
import { coversOf } from './treatment-covers'

describe('coversOf', () => {
  it.each([
    [['flea_tick'], ['fleas', 'ticks']],
    [
      ['heartworm', 'dewormer'],
      ['heartworm', 'worms'],
    ],
    [['combo'], ['fleas', 'ticks', 'heartworm', 'worms']],
    [
      ['ear_mites', 'flea_tick'],
      ['fleas', 'ticks', 'ear_mites'],
    ],
    [[], []],
  ] as const)('%o → %o', (types, expected) => expect(coversOf(types)).toEqual(expected))

  it('covers at least what each seeded product covers, from its types', () => {
    for (const product of parasiteProducts) expect(coversOf(treatmentTypesOf(product))).toEqual(expect.arrayContaining([...product.covers]))
  })
})
