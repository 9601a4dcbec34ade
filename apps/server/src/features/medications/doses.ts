import { resolveDateRange, type DateRangeQuery } from '@pawpulse/domain/date-range'
import { localDaysToInstants, localToday } from '@pawpulse/domain/time-zone'
import type { DoseInput, DoseView } from '@pawpulse/domain/medication-api'
import { and, desc, eq, gte, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { medicationDoses } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { assertPetAccess } from '../pets/access'
import { ownerTimeZone } from '../profile/service'
import { loadMedication } from './service'

type Scope = { db: Database; userId: string; petId: string; medicationId: string }

function toDose(row: typeof medicationDoses.$inferSelect): DoseView {
  return { id: row.id, medicationId: row.medicationId, givenAt: row.givenAt.toISOString(), givenBy: row.givenBy, notes: row.notes, createdAt: row.createdAt.toISOString() }
}

/** Issue: "dose given" (now unless the owner says when); answers with the next dose due. */
export async function recordDose({ db, userId, petId, medicationId, input }: Scope & { input: DoseInput }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const timeZone = await ownerTimeZone(db, userId)
  await loadMedication(db, petId, medicationId, timeZone)
  const [row] = await db
    .insert(medicationDoses)
    .values({ medicationId, petId, givenAt: input.givenAt ? new Date(input.givenAt) : new Date(), givenBy: userId, notes: input.notes ?? null })
    .returning()
  return { dose: toDose(row!), medication: await loadMedication(db, petId, medicationId, timeZone) }
}

/** The doses given in a range of the owner's days, newest first. */
export async function listDoses({ db, userId, petId, medicationId, query }: Scope & { query: DateRangeQuery }) {
  await assertPetAccess({ db, userId, petId, need: 'read' })
  const timeZone = await ownerTimeZone(db, userId)
  await loadMedication(db, petId, medicationId, timeZone)
  const range = resolveDateRange(query, localToday(timeZone))
  const { start, end } = localDaysToInstants(range, timeZone)
  const rows = await db
    .select()
    .from(medicationDoses)
    .where(and(eq(medicationDoses.medicationId, medicationId), gte(medicationDoses.givenAt, start), lt(medicationDoses.givenAt, end)))
    .orderBy(desc(medicationDoses.givenAt))
  return { ...range, doses: rows.map(toDose) }
}

/** A dose recorded by mistake; the next dose due goes back to the one before it. */
export async function deleteDose({ db, userId, petId, medicationId, doseId }: Scope & { doseId: string }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const deleted = await db
    .delete(medicationDoses)
    .where(and(eq(medicationDoses.id, doseId), eq(medicationDoses.medicationId, medicationId), eq(medicationDoses.petId, petId)))
    .returning({ id: medicationDoses.id })
  if (deleted.length === 0) throw AppError.notFound('Dose not found')
}
