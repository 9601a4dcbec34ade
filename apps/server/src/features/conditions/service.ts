import { conditionInputSchema, type ConditionInput } from '@pawpulse/domain/conditions'
import type { ConditionUpdate } from '@pawpulse/domain/condition-input'
import { isResolved } from '@pawpulse/domain/health-condition'
import { localToday } from '@pawpulse/domain/time-zone'
import { and, desc, eq, sql } from 'drizzle-orm'
import { patchRow } from '#server/core/patch.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Database, Tx } from '#server/db/client.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { petHealthConditions } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { carryConditionRecords } from './identity-change'
import { isSameCondition, toCondition } from './view'

const statementsFor = preparedPerDatabase((db) => ({
  byPet: db
    .select()
    .from(petHealthConditions)
    .where(eq(petHealthConditions.petId, sql.placeholder('petId')))
    .orderBy(desc(petHealthConditions.createdAt))
    .prepare('pawpulse_conditions_by_pet'),
}))

/** Every condition of the pet, newest first, read by the dashboard and the list: prepared (decision 065). */
export async function loadConditions(db: Database, petId: string) {
  const rows = await statementsFor(db).byPet.execute({ petId })
  return rows.map(toCondition)
}

/** The pet's conditions, split into current and resolved (docs/product/health-tracking.md#current-and-resolved). */
export async function listConditions({ db, petId }: PetScope) {
  const conditions = await loadConditions(db, petId)
  return { current: conditions.filter((c) => !c.isResolved), resolved: conditions.filter((c) => c.isResolved) }
}

/** The row's user_id is the session's user, never one from the request. A condition cannot be current twice. */
export async function createCondition({ db, user, petId }: PetScope, input: ConditionInput) {
  if (!isResolved({ ongoing: input.ongoing, resolutionDate: input.resolutionDate ?? null })) await assertNotCurrent(db, petId, input)
  const [row] = await db
    .insert(petHealthConditions)
    .values({ petId, userId: user.id, ...input, otherName: input.condition === 'other' ? input.otherName : null })
    .returning()
  return toCondition(row!)
}

/**
 * The merged row passes the same rules as a new one (conditionInputSchema); when the edit changes
 * what the condition is, its symptom logs and details follow it in the same transaction.
 */
export async function updateCondition({ db, petId }: PetScope, { conditionId, input }: { conditionId: string; input: ConditionUpdate }) {
  const row = await findCondition(db, petId, conditionId)
  const merged = conditionInputSchema.safeParse({ ...pick(row), ...input })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const next = { ...merged.data, otherName: merged.data.condition === 'other' ? merged.data.otherName : null }
  if (!isResolved({ ongoing: next.ongoing, resolutionDate: next.resolutionDate ?? null }))
    await assertNotCurrent(db, petId, next, conditionId)
  return db.transaction(async (tx) => {
    await carryConditionRecords(tx, row, next)
    return save(tx, row, next)
  })
}

/** Resolved on a date (default: the owner's today), which means not ongoing and with a resolution date. */
export async function resolveCondition(
  { db, petId, timeZone }: PetScope,
  { conditionId, resolutionDate }: { conditionId: string; resolutionDate?: string },
) {
  const row = await findCondition(db, petId, conditionId)
  const date = resolutionDate ?? localToday(timeZone)
  const merged = conditionInputSchema.safeParse({ ...pick(row), ongoing: false, resolutionDate: date })
  if (!merged.success) throw AppError.fromZod(merged.error)
  return save(db, row, { ongoing: false, resolutionDate: date })
}

/** Current again: ongoing, without a resolution date. */
export async function reopenCondition({ db, petId }: PetScope, conditionId: string) {
  const row = await findCondition(db, petId, conditionId)
  await assertNotCurrent(db, petId, row, conditionId)
  return save(db, row, { ongoing: true, resolutionDate: null })
}

export async function deleteCondition({ db, petId }: PetScope, conditionId: string) {
  await findCondition(db, petId, conditionId)
  await db.delete(petHealthConditions).where(eq(petHealthConditions.id, conditionId))
}

async function findCondition(db: Database, petId: string, conditionId: string) {
  const [row] = await db
    .select()
    .from(petHealthConditions)
    .where(and(eq(petHealthConditions.id, conditionId), eq(petHealthConditions.petId, petId)))
  if (!row) throw AppError.notFound('Condition not found')
  return row
}

async function save(db: Tx, row: typeof petHealthConditions.$inferSelect, values: Partial<typeof petHealthConditions.$inferInsert>) {
  return toCondition((await patchRow(db, petHealthConditions, row, values)).row)
}

/**
 * One current entry per condition: its symptom page and sidebar link are per condition
 * (docs/product/health-tracking.md#one-current-entry-per-condition).
 */
async function assertNotCurrent(db: Database, petId: string, entry: { condition: string; otherName?: string | null }, exceptId?: string) {
  const rows = await db.select().from(petHealthConditions).where(eq(petHealthConditions.petId, petId))
  const clash = rows.find(
    (r) => r.id !== exceptId && !isResolved(r) && isSameCondition(r, { condition: entry.condition, otherName: entry.otherName ?? null }),
  )
  if (clash) throw new AppError('CONFLICT', `${toCondition(clash).label} is already a current condition of this pet.`)
}

function pick(row: typeof petHealthConditions.$inferSelect) {
  const { condition, otherName, diagnosisDate, ongoing, resolutionDate, notes } = row
  return { condition, otherName, diagnosisDate, ongoing, resolutionDate, notes }
}
