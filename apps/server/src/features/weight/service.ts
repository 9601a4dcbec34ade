import type { DateRangeQuery } from '@pawpulse/domain/date-range'
import { localNoon } from '@pawpulse/domain/time-zone'
import type { WeightLogView } from '@pawpulse/domain/weight-api'
import { weightLogCreateSchema, type WeightLogInput, type WeightLogUpdate } from '@pawpulse/domain/weight-input'
import { and, desc, eq, gte, lt } from 'drizzle-orm'
import { sameRecordOrConflict, type Saved } from '#server/core/client-ids.ts'
import { ownerDays } from '#server/core/owner-days.ts'
import { patchRow } from '#server/core/patch.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Database, Tx } from '#server/db/client.ts'
import { pets, weightLogs } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { toWeightLog } from './view'

export async function listWeightLogs(pet: PetScope, query: DateRangeQuery) {
  const { db, petId } = pet
  const { range, start, end } = ownerDays(pet, query)
  const rows = await db
    .select()
    .from(weightLogs)
    .where(and(eq(weightLogs.petId, petId), gte(weightLogs.measuredAt, start), lt(weightLogs.measuredAt, end)))
    .orderBy(desc(weightLogs.measuredAt))
  return { ...range, logs: rows.map(toWeightLog) }
}

/**
 * The entry and the pet's current weight (the newest entry's) change together. An entry sent again
 * with the same client id (decision 030) is answered from the stored row, and the pet's weight is
 * left as it is: an old entry replayed after a newer one must not set it back.
 */
export async function createWeightLog({ db, user, petId, timeZone }: PetScope, input: WeightLogInput): Promise<Saved<WeightLogView>> {
  const values = fields(input, timeZone)
  const saved = await db.transaction(async (tx) => {
    await lockPet(tx, petId)
    const [inserted] = await tx
      .insert(weightLogs)
      .values({ id: input.id, petId, recordedBy: user.id, ...values })
      .onConflictDoNothing({ target: weightLogs.id })
      .returning()
    if (!inserted) {
      const [stored] = await tx.select().from(weightLogs).where(eq(weightLogs.id, input.id!))
      return { row: sameRecordOrConflict(stored, (r) => r.petId === petId), created: false }
    }
    await followNewestEntry(tx, petId)
    return { row: inserted, created: true }
  })
  return { value: toWeightLog(saved.row), created: saved.created }
}

/** The pet's weight follows again only when the entry changed (an empty PATCH changes nothing). */
export async function updateWeightLog({ db, petId, timeZone }: PetScope, { logId, input }: { logId: string; input: WeightLogUpdate }) {
  const row = await findLog(db, petId, logId)
  const current = {
    measuredAt: row.measuredAt.toISOString(),
    weight: row.weight,
    weightUnit: row.weightUnit,
    bodyConditionScore: row.bodyConditionScore,
  }
  const merged = weightLogCreateSchema.safeParse({ ...current, ...input })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const values = fields(merged.data, timeZone)
  const updated = await db.transaction(async (tx) => {
    await lockPet(tx, petId)
    const saved = await patchRow(tx, weightLogs, row, values)
    if (saved.changed) await followNewestEntry(tx, petId)
    return saved.row
  })
  return toWeightLog(updated)
}

/** With no entry left, the pet keeps the weight it has: there is nothing newer to follow. */
export async function deleteWeightLog({ db, petId }: PetScope, logId: string) {
  await findLog(db, petId, logId)
  await db.transaction(async (tx) => {
    await lockPet(tx, petId)
    await tx.delete(weightLogs).where(eq(weightLogs.id, logId))
    await followNewestEntry(tx, petId)
  })
}

/** A date without a time is that day at noon in the owner's zone (stored in UTC). */
function fields(input: WeightLogInput, timeZone: string) {
  const measuredAt = input.measuredAt.includes('T') ? new Date(input.measuredAt) : localNoon(input.measuredAt, timeZone)
  return {
    measuredAt,
    weight: input.weight,
    weightUnit: input.weightUnit,
    bodyConditionScore: input.bodyConditionScore ?? null,
    bodyConditionScale: 9,
  }
}

/** Concurrent entries for one pet queue here, so the last to commit sees every newer entry. */
async function lockPet(tx: Tx, petId: string) {
  await tx.select({ id: pets.id }).from(pets).where(eq(pets.id, petId)).for('update')
}

/** The pet's current weight follows the newest entry (docs/product/health-tracking.md#weight-log). */
async function followNewestEntry(tx: Tx, petId: string) {
  const [newest] = await tx
    .select({ weight: weightLogs.weight, weightUnit: weightLogs.weightUnit })
    .from(weightLogs)
    .where(eq(weightLogs.petId, petId))
    .orderBy(desc(weightLogs.measuredAt), desc(weightLogs.createdAt))
    .limit(1)
  if (newest) await tx.update(pets).set({ weight: newest.weight, weightUnit: newest.weightUnit }).where(eq(pets.id, petId))
}

async function findLog(db: Database, petId: string, logId: string) {
  const [row] = await db
    .select()
    .from(weightLogs)
    .where(and(eq(weightLogs.id, logId), eq(weightLogs.petId, petId)))
  if (!row) throw AppError.notFound('Weight entry not found')
  return row
}
