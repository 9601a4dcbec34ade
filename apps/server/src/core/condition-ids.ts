import { CUSTOM_CONDITION_PREFIX } from '@pawpulse/domain/condition-id'
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { petHealthConditions } from '#server/db/schema.ts'

/**
 * An older client's 'other' (from before each custom condition had its own identifier) read as the
 * pet's oldest custom condition, `other-{id}` — where migration 0010_condition_keys put the 'other'
 * logs and details; 'other' stays when the pet has none. Any other identifier is returned as it is.
 */
export async function currentConditionId(db: Database, petId: string, conditionId: string): Promise<string> {
  if (conditionId !== 'other') return conditionId
  const [oldest] = await db
    .select({ id: petHealthConditions.id })
    .from(petHealthConditions)
    .where(and(eq(petHealthConditions.petId, petId), eq(petHealthConditions.condition, 'other')))
    .orderBy(asc(petHealthConditions.createdAt), asc(petHealthConditions.id))
    .limit(1)
  return oldest ? `${CUSTOM_CONDITION_PREFIX}${oldest.id}` : conditionId
}
