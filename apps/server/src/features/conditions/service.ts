import { conditionInputSchema, type ConditionInput } from '@pawpulse/domain/conditions'
import type { ConditionUpdate } from '@pawpulse/domain/condition-api'
import { isResolved } from '@pawpulse/domain/health-condition'
import { localToday } from '@pawpulse/domain/time-zone'
import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { petHealthConditions } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import { assertPetAccess } from '../pets/access'
import { ownerTimeZone } from '../profile/service'
import { isSameCondition, toCondition } from './view'

type Scope = { db: Database; userId: string; petId: string }

/** Every condition of the pet, newest first, read by the dashboard and the list. */
export async function loadConditions(db: Database, petId: string) {
  const rows = await db.select().from(petHealthConditions).where(eq(petHealthConditions.petId, petId)).orderBy(desc(petHealthConditions.createdAt))
  return rows.map(toCondition)
}

/** Spec §4: current vs resolved. */
export async function listConditions({ db, userId, petId }: Scope) {
  await assertPetAccess({ db, userId, petId, need: 'read' })
  const conditions = await loadConditions(db, petId)
  return { current: conditions.filter((c) => !c.isResolved), resolved: conditions.filter((c) => c.isResolved) }
}

/** Spec §3: the row's user_id is the session's user. A condition cannot be current twice. */
export async function createCondition({ db, userId, petId, input }: Scope & { input: ConditionInput }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  if (!isResolved({ ongoing: input.ongoing, resolutionDate: input.resolutionDate ?? null })) await assertNotCurrent(db, petId, input)
  const [row] = await db
    .insert(petHealthConditions)
    .values({ petId, userId, ...input, otherName: input.condition === 'other' ? input.otherName : null })
    .returning()
  return toCondition(row!)
}

/** Details only; the merged row passes the same rules as a new one (conditionInputSchema). */
export async function updateCondition({ db, userId, petId, conditionId, input }: Scope & { conditionId: string; input: ConditionUpdate }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const row = await findCondition(db, petId, conditionId)
  const merged = conditionInputSchema.safeParse({ ...pick(row), ...input })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const next = { ...merged.data, otherName: merged.data.condition === 'other' ? merged.data.otherName : null }
  if (!isResolved({ ongoing: next.ongoing, resolutionDate: next.resolutionDate ?? null })) await assertNotCurrent(db, petId, next, conditionId)
  return save(db, conditionId, next)
}

/** Resolved on a date (default: the owner's today), by spec §4's rule: not ongoing, with a date. */
export async function resolveCondition({ db, userId, petId, conditionId, resolutionDate }: Scope & { conditionId: string; resolutionDate?: string }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const row = await findCondition(db, petId, conditionId)
  const date = resolutionDate ?? localToday(await ownerTimeZone(db, userId))
  const merged = conditionInputSchema.safeParse({ ...pick(row), ongoing: false, resolutionDate: date })
  if (!merged.success) throw AppError.fromZod(merged.error)
  return save(db, conditionId, { ongoing: false, resolutionDate: date })
}

/** Current again: ongoing, without a resolution date. */
export async function reopenCondition({ db, userId, petId, conditionId }: Scope & { conditionId: string }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
  const row = await findCondition(db, petId, conditionId)
  await assertNotCurrent(db, petId, row, conditionId)
  return save(db, conditionId, { ongoing: true, resolutionDate: null })
}

export async function deleteCondition({ db, userId, petId, conditionId }: Scope & { conditionId: string }) {
  await assertPetAccess({ db, userId, petId, need: 'write' })
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

async function save(db: Database, conditionId: string, values: Partial<typeof petHealthConditions.$inferInsert>) {
  const [row] = await db.update(petHealthConditions).set(values).where(eq(petHealthConditions.id, conditionId)).returning()
  return toCondition(row!)
}

/** One current entry per condition: its symptom page and sidebar link are per condition (spec §2). */
async function assertNotCurrent(db: Database, petId: string, entry: { condition: string; otherName?: string | null }, exceptId?: string) {
  const rows = await db.select().from(petHealthConditions).where(eq(petHealthConditions.petId, petId))
  const clash = rows.find((r) => r.id !== exceptId && !isResolved(r) && isSameCondition(r, { condition: entry.condition, otherName: entry.otherName ?? null }))
  if (clash) throw new AppError('CONFLICT', `${toCondition(clash).label} is already a current condition of this pet.`)
}

function pick(row: typeof petHealthConditions.$inferSelect) {
  const { condition, otherName, diagnosisDate, ongoing, resolutionDate, notes } = row
  return { condition, otherName, diagnosisDate, ongoing, resolutionDate, notes }
}
