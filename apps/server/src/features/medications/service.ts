import { medicationCreateSchema, type MedicationCreate, type MedicationUpdate } from '@pawpulse/domain/medication-input'
import { and, desc, eq, sql } from 'drizzle-orm'
import { patchRow } from '#server/core/patch.ts'
import { removeRecordReminder, syncMedicationReminder } from '#server/core/record-reminders.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Database } from '#server/db/client.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { medicationDoses, medications, pets, users } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { scheduleColumns, scheduleOf, toMedication } from './view'

/**
 * The last "dose given" per medication: one index lookup each (medication_id, given_at desc).
 * Qualified by hand: Drizzle leaves columns unqualified in a one-table select.
 */
const lastDoseAt = sql`(select max(d.given_at) from ${medicationDoses} d where d.medication_id = ${medications}.id)`.mapWith(
  medicationDoses.givenAt,
)

/** The pet's medications, all or one, with their last dose: read by the dashboard and the lists, prepared (decision 065). */
const statementsFor = preparedPerDatabase((db) => {
  const ofPet = eq(medications.petId, sql.placeholder('petId'))
  // The owner's zone with each row: the doses and their reminder keep the owner's clock, whoever reads them.
  const withLastDose = () =>
    db
      .select({ medication: medications, lastDoseAt, ownerTimeZone: users.timezone })
      .from(medications)
      .innerJoin(users, eq(users.id, medications.userId))
  return {
    byPet: withLastDose()
      .where(ofPet)
      .orderBy(desc(medications.startDate), desc(medications.createdAt))
      .prepare('pawpulse_medications_by_pet'),
    one: withLastDose()
      .where(and(ofPet, eq(medications.id, sql.placeholder('medicationId'))))
      .prepare('pawpulse_medications_one'),
  }
})

/**
 * The pet's medications with their last dose, as views at `now`. Their next dose is worked out on
 * the pet owner's clock, as their reminder's is (record-reminders.ts, dose-occurrences.ts), so a
 * co-parent in another zone sees the same instant the owner's reminder rings at.
 */
export async function loadMedications(db: Database, petId: string, now: Date, medicationId?: string) {
  const statements = statementsFor(db)
  const rows = await (medicationId ? statements.one.execute({ petId, medicationId }) : statements.byPet.execute({ petId }))
  return rows.map((r) => toMedication(r.medication, r.lastDoseAt as Date | null, now, r.ownerTimeZone ?? 'UTC'))
}

/** One medication of this pet, or 404 (another pet's, even the user's own, is not found here). */
export async function loadMedication(db: Database, petId: string, medicationId: string) {
  const [view] = await loadMedications(db, petId, new Date(), medicationId)
  if (!view) throw AppError.notFound('Medication not found')
  return view
}

/** Current and past medications, split by end date. */
export async function listMedications({ db, petId }: PetScope) {
  const all = await loadMedications(db, petId, new Date())
  return { current: all.filter((m) => m.isCurrent), past: all.filter((m) => !m.isCurrent) }
}

/**
 * The row is the pet owner's (as care-team rows are), whoever of the household wrote it. With a
 * schedule it gets its dose reminder in the same transaction.
 */
export async function createMedication({ db, petId }: PetScope, input: MedicationCreate) {
  const { schedule, ...fields } = input
  const id = await db.transaction(async (tx) => {
    const [pet] = await tx.select({ ownerId: pets.userId }).from(pets).where(eq(pets.id, petId))
    const [row] = await tx
      .insert(medications)
      .values({ ...fields, ...scheduleColumns(schedule), petId, userId: pet!.ownerId })
      .returning({ id: medications.id })
    await syncMedicationReminder(tx, row!.id)
    return row!.id
  })
  return loadMedication(db, petId, id)
}

/**
 * The merged row passes the same rules as a new one (end date not before start date). Its reminder
 * follows in the same transaction: a new schedule moves it, an end date (Stop) ends it.
 */
export async function updateMedication(
  { db, petId }: PetScope,
  { medicationId, input }: { medicationId: string; input: MedicationUpdate },
) {
  const [row] = await db
    .select()
    .from(medications)
    .where(and(eq(medications.id, medicationId), eq(medications.petId, petId)))
  if (!row) throw AppError.notFound('Medication not found')
  const { name, dosage, frequency, route, category, startDate, endDate, notes } = row
  const merged = medicationCreateSchema.safeParse({
    name,
    dosage,
    frequency,
    route,
    category,
    startDate,
    endDate,
    notes,
    schedule: scheduleOf(row),
    ...input,
  })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const { schedule, ...fields } = merged.data
  await db.transaction(async (tx) => {
    const { changed } = await patchRow(tx, medications, row, { ...fields, ...scheduleColumns(schedule) })
    if (changed) await syncMedicationReminder(tx, medicationId)
  })
  return loadMedication(db, petId, medicationId)
}

/** Its dose records go with it (on delete cascade), and its reminder in the same transaction. */
export async function deleteMedication({ db, petId }: PetScope, medicationId: string) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(medications)
      .where(and(eq(medications.id, medicationId), eq(medications.petId, petId)))
      .returning({ id: medications.id })
    if (deleted.length === 0) throw AppError.notFound('Medication not found')
    await removeRecordReminder(tx, 'medication', medicationId)
  })
}
