import { breathsPerMinute } from '@pawpulse/domain/breathing'
import type { BreathingLogResult } from '@pawpulse/domain/breathing-api'
import { breathingLogCreateSchema, type BreathingLogInput, type BreathingLogUpdate } from '@pawpulse/domain/breathing-input'
import type { DateRangeQuery } from '@pawpulse/domain/date-range'
import { and, desc, eq, gte, lt } from 'drizzle-orm'
import { sameRecordOrConflict, type Saved } from '#server/core/client-ids.ts'
import { ownerDays } from '#server/core/owner-days.ts'
import { patchRow } from '#server/core/patch.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Database } from '#server/db/client.ts'
import { breathingRateLogs } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { alertHousehold } from './alert'
import { assessLog } from './assessment'
import { toBreathingLog } from './view'

/** A list answers at most this many counts (a year of three a day). */
const MAX_ROWS = 1200

/** The counts of a range of the owner's days, newest first. */
export async function listBreathingLogs(pet: PetScope, query: DateRangeQuery) {
  const { db, petId } = pet
  const { range, start, end } = ownerDays(pet, query)
  const rows = await db
    .select()
    .from(breathingRateLogs)
    .where(and(eq(breathingRateLogs.petId, petId), gte(breathingRateLogs.measuredAt, start), lt(breathingRateLogs.measuredAt, end)))
    .orderBy(desc(breathingRateLogs.measuredAt))
    .limit(MAX_ROWS)
  return { ...range, logs: rows.map(toBreathingLog) }
}

/**
 * The server computes the rate (count × 60 / seconds) and says what it means; a new count that
 * means "contact your vet" alerts everyone who looks after the pet. A count sent again with the
 * same client id (decision 030) is answered from the stored row and alerts no one a second time.
 */
export async function createBreathingLog(
  { db, user, petId, timeZone }: PetScope,
  input: BreathingLogInput,
): Promise<Saved<BreathingLogResult>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(breathingRateLogs)
      .values({ id: input.id, petId, recordedBy: user.id, ...fields(input) })
      .onConflictDoNothing({ target: breathingRateLogs.id })
      .returning()
    if (!row) {
      const [stored] = await tx.select().from(breathingRateLogs).where(eq(breathingRateLogs.id, input.id!))
      const same = sameRecordOrConflict(stored, (r) => r.petId === petId)
      return { value: await assessLog(tx, toBreathingLog(same), timeZone), created: false }
    }
    const result = await assessLog(tx, toBreathingLog(row), timeZone)
    // The household hears of it in the same transaction: no count without its alert, no alert
    // without its count (docs/product/reminders.md#urgent-breathing-alerts).
    if (result.assessment.level === 'contact_vet') await alertHousehold(tx, result, { recordedBy: user.name })
    return { value: result, created: true }
  })
}

/** The merged count passes the same rules as a new one; the rate is computed again. */
export async function updateBreathingLog(
  { db, petId, timeZone }: PetScope,
  { logId, input }: { logId: string; input: BreathingLogUpdate },
) {
  const row = await findLog(db, petId, logId)
  const method = input.method ?? row.method
  const current = {
    measuredAt: row.measuredAt.toISOString(),
    breathCount: row.breathCount,
    durationSeconds: row.durationSeconds,
    method: row.method,
    // A camera count changed to another method leaves its confidence behind with the camera.
    confidence: method === 'camera' ? row.confidence : null,
    context: row.context,
    notes: row.notes,
  }
  const merged = breathingLogCreateSchema.safeParse({ ...current, ...input })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const { row: updated } = await patchRow(db, breathingRateLogs, row, fields(merged.data))
  return assessLog(db, toBreathingLog(updated), timeZone)
}

export async function deleteBreathingLog({ db, petId }: PetScope, logId: string) {
  await findLog(db, petId, logId)
  await db.delete(breathingRateLogs).where(eq(breathingRateLogs.id, logId))
}

function fields(input: BreathingLogInput) {
  return {
    measuredAt: new Date(input.measuredAt),
    breathCount: input.breathCount,
    durationSeconds: input.durationSeconds,
    breathsPerMinute: breathsPerMinute(input.breathCount, input.durationSeconds),
    context: input.context,
    method: input.method,
    confidence: input.method === 'camera' ? (input.confidence ?? null) : null,
    notes: input.notes ?? null,
  }
}

/** A count of another pet, even one of the user's own, is not found here. */
async function findLog(db: Database, petId: string, logId: string) {
  const [row] = await db
    .select()
    .from(breathingRateLogs)
    .where(and(eq(breathingRateLogs.id, logId), eq(breathingRateLogs.petId, petId)))
  if (!row) throw AppError.notFound('Breathing log not found')
  return row
}
