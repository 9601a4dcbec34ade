import { findParasiteProductByBrand, safetyNotes, treatmentTypes, type TreatmentType } from '@pawpulse/domain/parasite-products'
import { species, type Species } from '@pawpulse/domain/pets'
import type { TreatmentProduct } from '@pawpulse/domain/treatment-api'
import { coversOf } from '@pawpulse/domain/treatment-covers'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import {
  treatmentBrands,
  treatmentDetails,
  treatmentTypes as typesTable,
  treatmentVariants,
  userTreatmentBrands,
} from '#server/db/schema.ts'
import { asFrequency, asType } from './view'

export type ProductFilter = { species?: Species; type?: TreatmentType; manufacturer?: string }

const asSpecies = (value: string): Species => (value === 'cat' ? 'cat' : 'dog')

/**
 * The seeded products (migration 0004; docs/product/veterinary.md#parasite-prevention-products),
 * one entry per brand with the species and types its details list. Ingredients, covers and label
 * notes come from the same domain list.
 */
export async function loadReferenceProducts(db: Database): Promise<Omit<TreatmentProduct, 'safetyNotes'>[]> {
  const [details, variants] = await Promise.all([
    db
      .select({
        id: treatmentBrands.id,
        brand: treatmentBrands.name,
        manufacturer: treatmentBrands.manufacturer,
        isCombo: treatmentBrands.isCombo,
        species: typesTable.species,
        type: typesTable.name,
        frequency: treatmentDetails.defaultFrequency,
      })
      .from(treatmentDetails)
      .innerJoin(treatmentBrands, eq(treatmentBrands.id, treatmentDetails.brandId))
      .innerJoin(typesTable, eq(typesTable.id, treatmentDetails.typeId))
      .orderBy(asc(treatmentBrands.name)),
    db
      .select({ brandId: treatmentVariants.brandId, name: treatmentVariants.name })
      .from(treatmentVariants)
      .orderBy(asc(treatmentVariants.name)),
  ])
  const byBrand = new Map<string, Omit<TreatmentProduct, 'safetyNotes'>>()
  for (const d of details) {
    const known = findParasiteProductByBrand(d.brand)
    const product = byBrand.get(d.id) ?? {
      id: d.id,
      source: 'reference' as const,
      brand: d.brand,
      manufacturer: d.manufacturer,
      species: [],
      types: [],
      isCombo: d.isCombo,
      defaultFrequency: asFrequency(d.frequency),
      frequencyNote: known?.frequencyNote ?? null,
      activeIngredients: [...(known?.activeIngredients ?? [])],
      covers: [],
      variants: variants.filter((v) => v.brandId === d.id).map((v) => v.name),
    }
    if (!product.species.includes(asSpecies(d.species))) product.species.push(asSpecies(d.species))
    if (!product.types.includes(asType(d.type))) product.types.push(asType(d.type))
    product.covers = known ? [...known.covers] : coversOf(product.types)
    byBrand.set(d.id, product)
  }
  // The lists' own order (dog before cat; flea and tick first), whatever order the rows came in.
  return [...byBrand.values()].map((p) => ({
    ...p,
    species: species.filter((s) => p.species.includes(s)),
    types: treatmentTypes.filter((t) => p.types.includes(t)),
  }))
}

/** The owner's own brands (user_treatment_brands), shaped like the seeded ones. */
export async function loadOwnProducts(db: Database, userIds: string[]): Promise<Omit<TreatmentProduct, 'safetyNotes'>[]> {
  const rows = await db
    .select()
    .from(userTreatmentBrands)
    .where(inArray(userTreatmentBrands.userId, userIds))
    .orderBy(asc(userTreatmentBrands.name))
  return rows.map((r) => ({
    id: r.id,
    source: 'own' as const,
    brand: r.name,
    manufacturer: r.manufacturer,
    species: [asSpecies(r.species)],
    types: [asType(r.type)],
    isCombo: r.type === 'combo',
    defaultFrequency: null,
    frequencyNote: null,
    activeIngredients: [],
    covers: coversOf([asType(r.type)]),
    variants: [],
  }))
}

/** The product lookups: species, type and manufacturer (case-insensitive), any combination. */
export function matches(product: Omit<TreatmentProduct, 'safetyNotes'>, filter: ProductFilter): boolean {
  const maker = filter.manufacturer?.trim().toLowerCase()
  return (
    (!filter.species || product.species.includes(filter.species)) &&
    (!filter.type || product.types.includes(filter.type)) &&
    (!maker || (product.manufacturer ?? '').toLowerCase() === maker)
  )
}

/** The safety notes (docs/product/medications-and-treatments.md#safety-notes) for giving `product` to a pet of `species`. */
export function notesFor(
  product: Pick<TreatmentProduct, 'brand' | 'species' | 'covers' | 'activeIngredients' | 'source'>,
  species: Species,
): string[] {
  const known = product.source === 'reference' ? findParasiteProductByBrand(product.brand) : null
  return safetyNotes(known ?? product, species)
}
