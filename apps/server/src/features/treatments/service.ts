import { localToday } from '@pawpulse/domain/time-zone'
import type { Species } from '@pawpulse/domain/pets'
import { petTreatmentInputSchema, type PetTreatmentInput, type PetTreatmentUpdate } from '@pawpulse/domain/treatment-input'
import { and, desc, eq, sql } from 'drizzle-orm'
import { patchRow } from '#server/core/patch.ts'
import { syncTreatmentReminders } from '#server/core/record-reminders.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Database } from '#server/db/client.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { parasiteTreatments, pets, treatmentBrands, userTreatmentBrands } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { resolveSource } from './source'
import { toTreatments } from './view'

/** Read by the dashboard, the list and the report: prepared (decision 065). */
const statementsFor = preparedPerDatabase((db) => ({
  byPet: db
    .select({
      treatment: parasiteTreatments,
      brandMaker: treatmentBrands.manufacturer,
      ownMaker: userTreatmentBrands.manufacturer,
      ownSpecies: userTreatmentBrands.species,
    })
    .from(parasiteTreatments)
    .leftJoin(treatmentBrands, eq(treatmentBrands.id, parasiteTreatments.brandId))
    .leftJoin(userTreatmentBrands, eq(userTreatmentBrands.id, parasiteTreatments.userBrandId))
    .where(eq(parasiteTreatments.petId, sql.placeholder('petId')))
    .orderBy(desc(parasiteTreatments.givenOn), desc(parasiteTreatments.createdAt))
    .prepare('pawpulse_treatments_by_pet'),
}))

/** The pet's treatment rows newest first, with the maker and an own brand's species (for `toTreatments`). */
export async function loadTreatmentRows(db: Database, petId: string) {
  const rows = await statementsFor(db).byPet.execute({ petId })
  return rows.map((r) => ({ treatment: r.treatment, manufacturer: r.brandMaker ?? r.ownMaker, ownSpecies: r.ownSpecies }))
}

/** The pet's treatments newest first, each with its next due date and its safety notes. */
async function loadTreatments(db: Database, petId: string, species: Species, today: string) {
  return toTreatments(await loadTreatmentRows(db, petId), species, today)
}

async function petContext({ db, petId, timeZone }: PetScope) {
  const [pet] = await db.select({ species: pets.species, ownerId: pets.userId }).from(pets).where(eq(pets.id, petId))
  return { species: (pet!.species === 'cat' ? 'cat' : 'dog') as Species, ownerId: pet!.ownerId, today: localToday(timeZone) }
}

export async function listTreatments(pet: PetScope) {
  const { species, today } = await petContext(pet)
  return loadTreatments(pet.db, pet.petId, species, today)
}

/** Its next due date gets a reminder (and an earlier dose of the product loses its own) in the same transaction. */
export async function createTreatment(pet: PetScope, input: PetTreatmentInput) {
  const { db, user, petId } = pet
  const context = await petContext(pet)
  const source = await resolveSource(db, input, [user.id, context.ownerId])
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(parasiteTreatments)
      .values({
        petId,
        recordedBy: user.id,
        ...source,
        treatmentType: input.treatmentType,
        variant: input.variant ?? null,
        givenOn: input.givenOn,
        notes: input.notes ?? null,
      })
      .returning({ id: parasiteTreatments.id })
    await syncTreatmentReminders(tx, petId)
    return inserted
  })
  return findView(db, petId, row!.id, context)
}

/**
 * The merged row passes the same rules as a new one. Sending any product field replaces the
 * product (and, unless sent, its interval goes back to the new product's default).
 */
export async function updateTreatment(pet: PetScope, { treatmentId, input }: { treatmentId: string; input: PetTreatmentUpdate }) {
  const { db, user, petId } = pet
  const row = await findRow(db, petId, treatmentId)
  const changesProduct = ['brandId', 'userBrandId', 'productName'].some((key) => key in input)
  const current = changesProduct
    ? { treatmentType: row.treatmentType, variant: row.variant, givenOn: row.givenOn, notes: row.notes }
    : {
        brandId: row.brandId,
        userBrandId: row.userBrandId,
        productName: row.brandId || row.userBrandId ? null : row.productName,
        treatmentType: row.treatmentType,
        variant: row.variant,
        frequency: row.frequency,
        givenOn: row.givenOn,
        notes: row.notes,
      }
  const merged = petTreatmentInputSchema.safeParse({ ...current, ...input })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const context = await petContext(pet)
  // An own brand stays valid for whoever edits the entry: it was the recorder's when recorded.
  const source = await resolveSource(db, merged.data, [user.id, context.ownerId, ...(row.recordedBy ? [row.recordedBy] : [])])
  const { treatmentType, variant, givenOn, notes } = merged.data
  await db.transaction(async (tx) => {
    const { changed } = await patchRow(tx, parasiteTreatments, row, {
      ...source,
      treatmentType,
      variant: variant ?? null,
      givenOn,
      notes: notes ?? null,
    })
    if (changed) await syncTreatmentReminders(tx, petId)
  })
  return findView(db, petId, treatmentId, context)
}

/** Its reminder goes; an earlier dose of the same product becomes the latest and gets one back. */
export async function deleteTreatment({ db, petId }: PetScope, treatmentId: string) {
  await findRow(db, petId, treatmentId)
  await db.transaction(async (tx) => {
    await tx.delete(parasiteTreatments).where(eq(parasiteTreatments.id, treatmentId))
    await syncTreatmentReminders(tx, petId)
  })
}

/** The view of one treatment, judged among the pet's others (is it still the latest dose?). */
async function findView(db: Database, petId: string, treatmentId: string, context: { species: Species; today: string }) {
  const all = await loadTreatments(db, petId, context.species, context.today)
  return all.find((t) => t.id === treatmentId)!
}

async function findRow(db: Database, petId: string, treatmentId: string) {
  const [row] = await db
    .select()
    .from(parasiteTreatments)
    .where(and(eq(parasiteTreatments.id, treatmentId), eq(parasiteTreatments.petId, petId)))
  if (!row) throw AppError.notFound('Treatment not found')
  return row
}
