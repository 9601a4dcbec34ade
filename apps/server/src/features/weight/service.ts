import type { WeightLogInput } from '@pawpulse/domain/body-condition'
import { resolveDateRange, type DateRangeQuery } from '@pawpulse/domain/date-range'
import { localDaysToInstants, localNoon, localToday } from '@pawpulse/domain/time-zone'
import { weightLogCreateSchema, type WeightLogUpdate } from '@pawpulse/domain/weight-api'
import { and, desc, eq, gte, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { pets, weightLogs } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { assertPetAccess } from '../pets/access'
import type { Tx } from '../pets/pet-writes'
import { ownerTimeZone } from '../profile/service'
import { toWeightLog } from './view'

type Scope = { db: Database; userId: string; petId: string }


export async function listWeightLogs({ db, userId, petId, query }: Scope & { query: DateRangeQuery }) {
  await assertPetAccess({ db, userId, petId, need: 'read' })
  const timeZone = await ownerTimeZone(db, userId)
  const range = resolveDateRange(query, localToday(timeZone))
  const { start, end } = localDaysToInstants(range, timeZone)
  const rows = await db
    .select()
    .from(weightLogs)
    .where(and(eq(weightLogs.petId, petId), gte(weightLogs.measuredAt, start), lt(weightLogs.measuredAt, end)))
    .orderBy(desc(weightLogs.measuredAt))
  return { ...range, logs: rows.map(toWeightLog) }
}

/** The entry and the pet's current weight (the newest entry's) change together. */
export async function createWeightLog({ db, userId, petId, input }: Scope & { input: WeightLogInput }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const values = fields(input, await ownerTimeZone(db, userId))
  const row = await db.transaction(async (tx) => {
    await lockPet(tx, petId)
    const [inserted] = await tx.insert(weightLogs).values({ petId, recordedBy: userId, ...values }).returning()
    await followNewestEntry(tx, petId)
    return inserted!
  })
  return toWeightLog(row)
}

export async function updateWeightLog({ db, userId, petId, logId, input }: Scope & { logId: string; input: WeightLogUpdate }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const row = await findLog(db, petId, logId)
  const current = { measuredAt: row.measuredAt.toISOString(), weight: row.weight, weightUnit: row.weightUnit, bodyConditionScore: row.bodyConditionScore }
  const merged = weightLogCreateSchema.safeParse({ ...current, ...input })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const values = fields(merged.data, await ownerTimeZone(db, userId))
  const updated = await db.transaction(async (tx) => {
    await lockPet(tx, petId)
    const [saved] = await tx.update(weightLogs).set(values).where(eq(weightLogs.id, logId)).returning()
    await followNewestEntry(tx, petId)
    return saved!
  })
  return toWeightLog(updated)
}

/** With no entry left, the pet keeps the weight it has: there is nothing newer to follow. */
export async function deleteWeightLog({ db, userId, petId, logId }: Scope & { logId: string }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
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
  return { measuredAt, weight: input.weight, weightUnit: input.weightUnit, bodyConditionScore: input.bodyConditionScore ?? null, bodyConditionScale: 9 }
}

/** Concurrent entries for one pet queue here, so the last to commit sees every newer entry. */
async function lockPet(tx: Tx, petId: string) {
  await tx.select({ id: pets.id }).from(pets).where(eq(pets.id, petId)).for('update')
}

/** Issue: "the pet's current weight follows the newest entry". */
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
  const [row] = await db.select().from(weightLogs).where(and(eq(weightLogs.id, logId), eq(weightLogs.petId, petId)))
  if (!row) throw AppError.notFound('Weight entry not found')
  return row
}
