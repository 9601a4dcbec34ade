import type { DateRangeQuery } from '@pawpulse/domain/date-range'
import type { DoseView, MedicationView } from '@pawpulse/domain/medication-api'
import type { DoseInput } from '@pawpulse/domain/medication-input'
import { and, desc, eq, gte, lt } from 'drizzle-orm'
import { sameRecordOrConflict, type Saved } from '#server/core/client-ids.ts'
import { completeScheduledDose, reopenScheduledDose } from '#server/core/dose-occurrences.ts'
import { ownerDays } from '#server/core/owner-days.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import { medicationDoses } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { loadMedication } from './service'

function toDose(row: typeof medicationDoses.$inferSelect): DoseView {
  return {
    id: row.id,
    medicationId: row.medicationId,
    givenAt: row.givenAt.toISOString(),
    givenBy: row.givenBy,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * Records a dose given (now unless the owner says when); answers with the next dose due. A dose
 * sent again with the same client id (decision 030) is answered from the stored row, with the
 * medication as it is now.
 */
export async function recordDose(
  { db, user, petId }: PetScope,
  { medicationId, input }: { medicationId: string; input: DoseInput },
): Promise<Saved<{ dose: DoseView; medication: MedicationView }>> {
  await loadMedication(db, petId, medicationId)
  const givenAt = input.givenAt ? new Date(input.givenAt) : new Date()
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(medicationDoses)
      .values({ id: input.id, medicationId, petId, givenAt, givenBy: user.id, notes: input.notes ?? null })
      .onConflictDoNothing({ target: medicationDoses.id })
      .returning()
    // The scheduled dose it stands for is done: its reminder does not ring (decision 023).
    if (inserted) await completeScheduledDose(tx, { medicationId, givenAt, userId: user.id })
    return inserted
  })
  let dose = row
  if (!dose) {
    const [stored] = await db.select().from(medicationDoses).where(eq(medicationDoses.id, input.id!))
    dose = sameRecordOrConflict(stored, (r) => r.petId === petId && r.medicationId === medicationId)
  }
  return { value: { dose: toDose(dose), medication: await loadMedication(db, petId, medicationId) }, created: Boolean(row) }
}

/** The doses given in a range of the owner's days, newest first. */
export async function listDoses(pet: PetScope, { medicationId, query }: { medicationId: string; query: DateRangeQuery }) {
  const { db, petId } = pet
  await loadMedication(db, petId, medicationId)
  const { range, start, end } = ownerDays(pet, query)
  const rows = await db
    .select()
    .from(medicationDoses)
    .where(and(eq(medicationDoses.medicationId, medicationId), gte(medicationDoses.givenAt, start), lt(medicationDoses.givenAt, end)))
    .orderBy(desc(medicationDoses.givenAt))
  return { ...range, doses: rows.map(toDose) }
}

/**
 * A dose recorded by mistake; the next dose due goes back to the one before it, and the scheduled
 * dose it completed rings again if its time is still ahead.
 */
export async function deleteDose({ db, petId }: PetScope, { medicationId, doseId }: { medicationId: string; doseId: string }) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(medicationDoses)
      .where(and(eq(medicationDoses.id, doseId), eq(medicationDoses.medicationId, medicationId), eq(medicationDoses.petId, petId)))
      .returning({ givenAt: medicationDoses.givenAt })
    if (!deleted) throw AppError.notFound('Dose not found')
    await reopenScheduledDose(tx, { medicationId, givenAt: deleted.givenAt })
  })
}
