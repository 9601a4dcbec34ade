import { breathingLogInputSchema, breathsPerMinute, type BreathingLogInput, type BreathingLogUpdate } from '@pawpulse/domain/breathing'
import { resolveDateRange, type DateRangeQuery } from '@pawpulse/domain/date-range'
import { localDaysToInstants, localToday } from '@pawpulse/domain/time-zone'
import { and, desc, eq, gte, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { breathingRateLogs } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { assertPetAccess } from '../pets/access'
import { ownerTimeZone } from '../profile/service'
import { assessLog } from './assessment'
import { toBreathingLog } from './view'

type Scope = { db: Database; userId: string; petId: string }
/** A list answers at most this many counts (a year of three a day). */
const MAX_ROWS = 1200


/** The counts of a range of the owner's days, newest first. */
export async function listBreathingLogs({ db, userId, petId, query }: Scope & { query: DateRangeQuery }) {
  await assertPetAccess({ db, userId, petId, need: 'read' })
  const timeZone = await ownerTimeZone(db, userId)
  const range = resolveDateRange(query, localToday(timeZone))
  const { start, end } = localDaysToInstants(range, timeZone)
  const rows = await db
    .select()
    .from(breathingRateLogs)
    .where(and(eq(breathingRateLogs.petId, petId), gte(breathingRateLogs.measuredAt, start), lt(breathingRateLogs.measuredAt, end)))
    .orderBy(desc(breathingRateLogs.measuredAt))
    .limit(MAX_ROWS)
  return { ...range, logs: rows.map(toBreathingLog) }
}

/** The server computes the rate (domain.md: count × 60 / seconds) and says what it means. */
export async function createBreathingLog({ db, userId, petId, input }: Scope & { input: BreathingLogInput }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const [row] = await db
    .insert(breathingRateLogs)
    .values({ petId, recordedBy: userId, ...fields(input) })
    .returning()
  return assessLog(db, toBreathingLog(row!), await ownerTimeZone(db, userId))
}

/** The merged count passes the same rules as a new one; the rate is computed again. */
export async function updateBreathingLog({ db, userId, petId, logId, input }: Scope & { logId: string; input: BreathingLogUpdate }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const row = await findLog(db, petId, logId)
  const current = { measuredAt: row.measuredAt.toISOString(), breathCount: row.breathCount, durationSeconds: row.durationSeconds, method: row.method, context: row.context, notes: row.notes }
  const merged = breathingLogInputSchema.safeParse({ ...current, ...input })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const [updated] = await db.update(breathingRateLogs).set(fields(merged.data)).where(eq(breathingRateLogs.id, logId)).returning()
  return assessLog(db, toBreathingLog(updated!), await ownerTimeZone(db, userId))
}

export async function deleteBreathingLog({ db, userId, petId, logId }: Scope & { logId: string }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
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
    notes: input.notes ?? null,
  }
}

/** A count of another pet, even one of the user's own, is not found here. */
async function findLog(db: Database, petId: string, logId: string) {
  const [row] = await db.select().from(breathingRateLogs).where(and(eq(breathingRateLogs.id, logId), eq(breathingRateLogs.petId, petId)))
  if (!row) throw AppError.notFound('Breathing log not found')
  return row
}
