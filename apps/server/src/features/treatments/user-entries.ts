import type { TreatmentProduct } from '@pawpulse/domain/treatment-api'
import type { UserBrandInput } from '@pawpulse/domain/treatment-input'
import { and, eq, sql, type AnyColumn } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { treatmentBrands, userTreatmentBrands, userTreatmentManufacturers } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { loadOwnProducts, notesFor } from './reference'

const sameName = (column: AnyColumn, name: string) => sql`lower(${column}) = ${name.trim().toLowerCase()}`

/**
 * The owner's own product, for a brand the seeded list lacks. A name already on the seeded
 * list is refused (pick it there); the same own brand twice answers the one already saved.
 */
export async function addUserBrand({
  db,
  userId,
  input,
}: {
  db: Database
  userId: string
  input: UserBrandInput
}): Promise<{ created: boolean; product: TreatmentProduct }> {
  const [listed] = await db.select({ name: treatmentBrands.name }).from(treatmentBrands).where(sameName(treatmentBrands.name, input.name))
  if (listed)
    throw new AppError('CONFLICT', `${listed.name} is already on the list: choose it there.`, {
      name: `${listed.name} is already on the list`,
    })
  const inserted = await db
    .insert(userTreatmentBrands)
    .values({ userId, name: input.name, species: input.species, type: input.type, manufacturer: input.manufacturer || null })
    .onConflictDoNothing()
    .returning({ id: userTreatmentBrands.id })
  const [row] = await db
    .select({ id: userTreatmentBrands.id })
    .from(userTreatmentBrands)
    .where(
      and(
        eq(userTreatmentBrands.userId, userId),
        eq(userTreatmentBrands.species, input.species),
        eq(userTreatmentBrands.type, input.type),
        sameName(userTreatmentBrands.name, input.name),
      ),
    )
  const product = (await loadOwnProducts(db, [userId])).find((p) => p.id === row!.id)!
  return { created: inserted.length > 0, product: { ...product, safetyNotes: notesFor(product, input.species) } }
}

/** The owner's own manufacturer; a seeded one is refused, a repeat answers the saved one. */
export async function addUserManufacturer({ db, userId, name }: { db: Database; userId: string; name: string }) {
  const [listed] = await db
    .select({ name: treatmentBrands.manufacturer })
    .from(treatmentBrands)
    .where(sameName(treatmentBrands.manufacturer, name))
    .limit(1)
  if (listed)
    throw new AppError('CONFLICT', `${listed.name} is already on the list: choose it there.`, {
      name: `${listed.name} is already on the list`,
    })
  const inserted = await db
    .insert(userTreatmentManufacturers)
    .values({ userId, name })
    .onConflictDoNothing()
    .returning({ id: userTreatmentManufacturers.id })
  const [row] = await db
    .select({ id: userTreatmentManufacturers.id, name: userTreatmentManufacturers.name })
    .from(userTreatmentManufacturers)
    .where(and(eq(userTreatmentManufacturers.userId, userId), sameName(userTreatmentManufacturers.name, name)))
  return { created: inserted.length > 0, manufacturer: { id: row!.id, name: row!.name } }
}
