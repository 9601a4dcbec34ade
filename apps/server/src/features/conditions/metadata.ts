import { conditionMetadataSchemaFor, type ConditionMetadata } from '@pawpulse/domain/condition-metadata'
import { and, asc, eq, sql } from 'drizzle-orm'
import { currentConditionId } from '#server/core/condition-ids.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import { conditionMetadata } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'

type Row = typeof conditionMetadata.$inferSelect

/** The pet's condition details, one entry per condition. */
export async function listConditionMetadata({ db, petId }: PetScope): Promise<ConditionMetadata[]> {
  const rows = await db
    .select()
    .from(conditionMetadata)
    .where(eq(conditionMetadata.petId, petId))
    .orderBy(asc(conditionMetadata.conditionId))
  return rows.map(toMetadata)
}

/** One condition's metadata; an empty object until something is saved. */
export async function getConditionMetadata({ db, petId }: PetScope, requested: string): Promise<ConditionMetadata> {
  const conditionId = await currentConditionId(db, petId, requested)
  const [row] = await db
    .select()
    .from(conditionMetadata)
    .where(and(eq(conditionMetadata.petId, petId), eq(conditionMetadata.conditionId, conditionId)))
  return row ? toMetadata(row) : { conditionId, data: {}, updatedAt: null }
}

/** Upserted on (pet_id, condition_id), per condition identifier (a key, or `other-{id}`); the data must fit the condition's shape (e.g. MVD's ACVIM stage). */
export async function saveConditionMetadata(
  { db, petId }: PetScope,
  { conditionId: requested, data }: { conditionId: string; data: Record<string, unknown> },
) {
  const conditionId = await currentConditionId(db, petId, requested)
  const parsed = conditionMetadataSchemaFor(conditionId).safeParse(data)
  if (!parsed.success) {
    const error = AppError.fromZod(parsed.error)
    throw new AppError(
      'VALIDATION',
      error.message,
      Object.fromEntries(Object.entries(error.fields ?? {}).map(([k, v]) => [k === '_' ? 'data' : `data.${k}`, v])),
    )
  }
  const [row] = await db
    .insert(conditionMetadata)
    .values({ petId, conditionId, data: parsed.data })
    .onConflictDoUpdate({
      target: [conditionMetadata.petId, conditionMetadata.conditionId],
      set: { data: parsed.data, updatedAt: sql`now()` },
    })
    .returning()
  return toMetadata(row!)
}

function toMetadata(row: Row): ConditionMetadata {
  return { conditionId: row.conditionId, data: row.data, updatedAt: row.updatedAt.toISOString() }
}
