import { localToday } from '@pawpulse/domain/time-zone'
import type { Species } from '@pawpulse/domain/pets'
import { petTreatmentInputSchema, type PetTreatmentInput, type PetTreatmentUpdate } from '@pawpulse/domain/treatment-api'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { parasiteTreatments, pets, treatmentBrands, userTreatmentBrands } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { assertPetAccess } from '../pets/access'
import { ownerTimeZone } from '../profile/service'
import { resolveSource } from './source'
import { toTreatments } from './view'

type Scope = { db: Database; userId: string; petId: string }

/** The pet's treatment rows newest first, with the maker and an own brand's species (for `toTreatments`). */
export async function loadTreatmentRows(db: Database, petId: string) {
  const rows = await db
    .select({ treatment: parasiteTreatments, brandMaker: treatmentBrands.manufacturer, ownMaker: userTreatmentBrands.manufacturer, ownSpecies: userTreatmentBrands.species })
    .from(parasiteTreatments)
    .leftJoin(treatmentBrands, eq(treatmentBrands.id, parasiteTreatments.brandId))
    .leftJoin(userTreatmentBrands, eq(userTreatmentBrands.id, parasiteTreatments.userBrandId))
    .where(eq(parasiteTreatments.petId, petId))
    .orderBy(desc(parasiteTreatments.givenOn), desc(parasiteTreatments.createdAt))
  return rows.map((r) => ({ treatment: r.treatment, manufacturer: r.brandMaker ?? r.ownMaker, ownSpecies: r.ownSpecies }))
}

/** The pet's treatments newest first, each with its next due date and domain.md's safety notes. */
async function loadTreatments(db: Database, petId: string, species: Species, today: string) {
  return toTreatments(await loadTreatmentRows(db, petId), species, today)
}

async function petContext(db: Database, userId: string, petId: string) {
  const [[pet], timeZone] = await Promise.all([db.select({ species: pets.species, ownerId: pets.userId }).from(pets).where(eq(pets.id, petId)), ownerTimeZone(db, userId)])
  return { species: (pet!.species === 'cat' ? 'cat' : 'dog') as Species, ownerId: pet!.ownerId, today: localToday(timeZone) }
}

export async function listTreatments({ db, userId, petId }: Scope) {
  await assertPetAccess({ db, userId, petId, need: 'read' })
  const { species, today } = await petContext(db, userId, petId)
  return loadTreatments(db, petId, species, today)
}

export async function createTreatment({ db, userId, petId, input }: Scope & { input: PetTreatmentInput }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const context = await petContext(db, userId, petId)
  const source = await resolveSource(db, input, [userId, context.ownerId])
  const [row] = await db
    .insert(parasiteTreatments)
    .values({ petId, recordedBy: userId, ...source, treatmentType: input.treatmentType, variant: input.variant ?? null, givenOn: input.givenOn, notes: input.notes ?? null })
    .returning({ id: parasiteTreatments.id })
  return findView(db, petId, row!.id, context)
}

/**
 * The merged row passes the same rules as a new one. Sending any product field replaces the
 * product (and, unless sent, its interval goes back to the new product's default).
 */
export async function updateTreatment({ db, userId, petId, treatmentId, input }: Scope & { treatmentId: string; input: PetTreatmentUpdate }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const row = await findRow(db, petId, treatmentId)
  const changesProduct = ['brandId', 'userBrandId', 'productName'].some((key) => key in input)
  const current = changesProduct
    ? { treatmentType: row.treatmentType, variant: row.variant, givenOn: row.givenOn, notes: row.notes }
    : { brandId: row.brandId, userBrandId: row.userBrandId, productName: row.brandId || row.userBrandId ? null : row.productName, treatmentType: row.treatmentType, variant: row.variant, frequency: row.frequency, givenOn: row.givenOn, notes: row.notes }
  const merged = petTreatmentInputSchema.safeParse({ ...current, ...input })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const context = await petContext(db, userId, petId)
  const source = await resolveSource(db, merged.data, [userId, context.ownerId])
  const { treatmentType, variant, givenOn, notes } = merged.data
  await db.update(parasiteTreatments).set({ ...source, treatmentType, variant: variant ?? null, givenOn, notes: notes ?? null }).where(eq(parasiteTreatments.id, treatmentId))
  return findView(db, petId, treatmentId, context)
}

export async function deleteTreatment({ db, userId, petId, treatmentId }: Scope & { treatmentId: string }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  await findRow(db, petId, treatmentId)
  await db.delete(parasiteTreatments).where(eq(parasiteTreatments.id, treatmentId))
}

/** The view of one treatment, judged among the pet's others (is it still the latest dose?). */
async function findView(db: Database, petId: string, treatmentId: string, context: { species: Species; today: string }) {
  const all = await loadTreatments(db, petId, context.species, context.today)
  return all.find((t) => t.id === treatmentId)!
}

async function findRow(db: Database, petId: string, treatmentId: string) {
  const [row] = await db.select().from(parasiteTreatments).where(and(eq(parasiteTreatments.id, treatmentId), eq(parasiteTreatments.petId, petId)))
  if (!row) throw AppError.notFound('Treatment not found')
  return row
}
