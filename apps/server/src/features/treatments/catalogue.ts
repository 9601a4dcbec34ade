import type { Species } from '@pawpulse/domain/pets'
import type { TreatmentProduct } from '@pawpulse/domain/treatment-api'
import { and, asc, eq, isNotNull, sql, type AnyColumn } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { treatmentBrands, userTreatmentBrands, userTreatmentManufacturers } from '#server/db/schema.ts'
import { loadOwnProducts, loadReferenceProducts, matches, notesFor, type ProductFilter } from './reference'

/** `GET /api/treatments/products`: the seeded products, then the user's own, filtered by species, type and manufacturer. */
export async function listProducts({
  db,
  userId,
  filter,
}: {
  db: Database
  userId: string
  filter: ProductFilter
}): Promise<TreatmentProduct[]> {
  const [reference, own] = await Promise.all([loadReferenceProducts(db), loadOwnProducts(db, [userId])])
  return [...reference, ...own]
    .filter((product) => matches(product, filter))
    .map((product) => ({ ...product, safetyNotes: filter.species ? notesFor(product, filter.species as Species) : [] }))
}

/**
 * `GET /api/treatments/manufacturers?brand=`: the maker of a brand (seeded or the user's own), or
 * without a brand every manufacturer the user can pick, each name once (case-insensitive).
 */
export async function listManufacturers({ db, userId, brand }: { db: Database; userId: string; brand?: string }) {
  const wanted = brand?.trim().toLowerCase()
  const byBrand = (column: AnyColumn) => (wanted ? sql`lower(${column}) = ${wanted}` : undefined)
  const [reference, ownBrands, ownMakers] = await Promise.all([
    db
      .selectDistinct({ name: treatmentBrands.manufacturer })
      .from(treatmentBrands)
      .where(byBrand(treatmentBrands.name))
      .orderBy(asc(treatmentBrands.manufacturer)),
    db
      .select({ name: userTreatmentBrands.manufacturer })
      .from(userTreatmentBrands)
      .where(and(eq(userTreatmentBrands.userId, userId), isNotNull(userTreatmentBrands.manufacturer), byBrand(userTreatmentBrands.name))),
    wanted
      ? Promise.resolve([])
      : db
          .select({ name: userTreatmentManufacturers.name })
          .from(userTreatmentManufacturers)
          .where(eq(userTreatmentManufacturers.userId, userId)),
  ])
  const seen = new Set<string>()
  const manufacturers: { name: string; source: 'reference' | 'own' }[] = []
  for (const [rows, source] of [
    [reference, 'reference'],
    [[...ownBrands, ...ownMakers], 'own'],
  ] as const) {
    for (const { name } of rows) {
      if (!name || seen.has(name.toLowerCase())) continue
      seen.add(name.toLowerCase())
      manufacturers.push({ name, source })
    }
  }
  return manufacturers.sort((a, b) => a.name.localeCompare(b.name))
}
