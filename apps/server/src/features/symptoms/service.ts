import { conditionIdOf } from '@pawpulse/domain/condition-id'
import type { DateRangeQuery } from '@pawpulse/domain/date-range'
import type { SymptomLogView } from '@pawpulse/domain/symptom-api'
import { symptomLogCreateSchema, type SymptomLog, type SymptomLogUpdate } from '@pawpulse/domain/symptom-input'
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { sameRecordOrConflict, type Saved } from '#server/core/client-ids.ts'
import { currentConditionId } from '#server/core/condition-ids.ts'
import { ownerDays } from '#server/core/owner-days.ts'
import { patchRow } from '#server/core/patch.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Database } from '#server/db/client.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { petHealthConditions, symptomLogs } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { toSymptomLog } from './view'

/** A list answers at most this many entries (a year of several logs a day). */
const MAX_ROWS = 1000

/** Logs of a range of the owner's days, newest first; one condition or all. */
export async function listSymptomLogs(pet: PetScope, query: DateRangeQuery & { conditionId?: string }) {
  const { db, petId } = pet
  const { range, start, end } = ownerDays(pet, query)
  const filters: SQL[] = [eq(symptomLogs.petId, petId), gte(symptomLogs.loggedAt, start), lt(symptomLogs.loggedAt, end)]
  if (query.conditionId) filters.push(eq(symptomLogs.conditionId, await currentConditionId(db, petId, query.conditionId)))
  const rows = await db
    .select()
    .from(symptomLogs)
    .where(and(...filters))
    .orderBy(desc(symptomLogs.loggedAt))
    .limit(MAX_ROWS)
  return { ...range, logs: rows.map(toSymptomLog) }
}

const statementsFor = preparedPerDatabase((db) => ({
  latest: db
    .select()
    .from(symptomLogs)
    .where(eq(symptomLogs.petId, sql.placeholder('petId')))
    .orderBy(desc(symptomLogs.loggedAt))
    .limit(sql.placeholder('limit'))
    .prepare('pawpulse_symptoms_latest'),
}))

/** The dashboard's latest entries, any condition: prepared (decision 065). */
export async function loadLatestSymptoms(db: Database, petId: string, limit: number) {
  const rows = await statementsFor(db).latest.execute({ petId, limit })
  return rows.map(toSymptomLog)
}

/** An entry sent again with the same client id (decision 030) is answered from the stored row. */
export async function createSymptomLog({ db, user, petId }: PetScope, input: SymptomLog): Promise<Saved<SymptomLogView>> {
  // An entry sent again is answered from the stored row, even if its condition has gone since.
  if (input.id) {
    const [stored] = await db.select().from(symptomLogs).where(eq(symptomLogs.id, input.id))
    if (stored) return { value: toSymptomLog(sameRecordOrConflict(stored, (r) => r.petId === petId)), created: false }
  }
  const conditionId = await currentConditionId(db, petId, input.conditionId)
  await assertPetHasCondition(db, petId, conditionId)
  const [row] = await db
    .insert(symptomLogs)
    .values({
      id: input.id,
      petId,
      recordedBy: user.id,
      conditionId,
      loggedAt: new Date(input.loggedAt),
      symptoms: input.symptoms,
      notes: input.notes ?? null,
    })
    .onConflictDoNothing({ target: symptomLogs.id })
    .returning()
  if (row) return { value: toSymptomLog(row), created: true }
  const [stored] = await db.select().from(symptomLogs).where(eq(symptomLogs.id, input.id!))
  return { value: toSymptomLog(sameRecordOrConflict(stored, (r) => r.petId === petId)), created: false }
}

/** The merged log passes the same schema as a new one: the measures are those of its condition. */
export async function updateSymptomLog({ db, petId }: PetScope, { logId, input }: { logId: string; input: SymptomLogUpdate }) {
  const row = await findLog(db, petId, logId)
  const merged = symptomLogCreateSchema.safeParse({
    conditionId: row.conditionId,
    loggedAt: input.loggedAt ?? row.loggedAt.toISOString(),
    symptoms: 'symptoms' in input ? input.symptoms : row.symptoms,
    notes: input.notes === undefined ? row.notes : input.notes,
  })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const { loggedAt, symptoms, notes } = merged.data
  const { row: updated } = await patchRow(db, symptomLogs, row, { loggedAt: new Date(loggedAt), symptoms, notes: notes ?? null })
  return toSymptomLog(updated)
}

export async function deleteSymptomLog({ db, petId }: PetScope, logId: string) {
  await findLog(db, petId, logId)
  await db.delete(symptomLogs).where(eq(symptomLogs.id, logId))
}

/**
 * A log belongs to one of the pet's conditions, current or resolved
 * (docs/product/health-tracking.md#symptom-logs): an identifier of the list the pet does not have
 * (MVD on a cat never diagnosed with it), or another pet's custom condition, is not found here.
 */
async function assertPetHasCondition(db: Database, petId: string, conditionId: string) {
  const rows = await db
    .select({ id: petHealthConditions.id, condition: petHealthConditions.condition })
    .from(petHealthConditions)
    .where(eq(petHealthConditions.petId, petId))
  if (!rows.some((row) => conditionIdOf(row) === conditionId)) throw AppError.notFound('This pet has no such condition')
}

/** A log of another pet, even one of the user's own, is not found here. */
async function findLog(db: Database, petId: string, logId: string) {
  const [row] = await db
    .select()
    .from(symptomLogs)
    .where(and(eq(symptomLogs.id, logId), eq(symptomLogs.petId, petId)))
  if (!row) throw AppError.notFound('Symptom log not found')
  return row
}
