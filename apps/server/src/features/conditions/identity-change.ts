import { conditionIdOf, storedConditionLabel } from '@pawpulse/domain/condition-id'
import { conditionMetadataSchemaFor } from '@pawpulse/domain/condition-metadata'
import { symptomSchemaFor } from '@pawpulse/domain/symptoms'
import { and, count, eq, ne } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { conditionMetadata, petHealthConditions, symptomLogs } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'

type Row = typeof petHealthConditions.$inferSelect
type Kind = { condition: string; otherName?: string | null }

/**
 * An edit that changes what a condition is (docs/product/health-tracking.md#changing-what-a-condition-is)
 * also changes its identifier ('other-{id}' ↔ a listed key, or one key for another), under which
 * its symptom logs and details are kept. They follow the condition, inside the caller's
 * transaction, so none is left under an identifier no page reads:
 * - when another condition row of the pet still has the old identifier (an earlier episode of a
 *   listed condition), the logs are that key's history too and stay where they are;
 * - when the old and new conditions keep logs or details in different shapes (MVD and IBD have their
 *   own symptom forms, MVD its own details), moved ones could not be read on the new page: the edit is refused with a sentence saying what
 *   to do instead, and nothing changes.
 */
export async function carryConditionRecords(tx: Tx, row: Row, next: Kind): Promise<void> {
  const from = conditionIdOf(row)
  const to = conditionIdOf({ id: row.id, condition: next.condition })
  if (from === to) return

  const others = await tx
    .select({ id: petHealthConditions.id, condition: petHealthConditions.condition })
    .from(petHealthConditions)
    .where(and(eq(petHealthConditions.petId, row.petId), ne(petHealthConditions.id, row.id)))
  if (others.some((other) => conditionIdOf(other) === from)) return

  const [logs] = await tx
    .select({ n: count() })
    .from(symptomLogs)
    .where(and(eq(symptomLogs.petId, row.petId), eq(symptomLogs.conditionId, from)))
  const [details] = await tx
    .select()
    .from(conditionMetadata)
    .where(and(eq(conditionMetadata.petId, row.petId), eq(conditionMetadata.conditionId, from)))
  const logCount = logs?.n ?? 0
  if (logCount === 0 && !details) return

  const logsUnreadable = logCount > 0 && symptomSchemaFor(from) !== symptomSchemaFor(to)
  const detailsUnreadable = details !== undefined && conditionMetadataSchemaFor(from) !== conditionMetadataSchemaFor(to)
  if (logsUnreadable || detailsUnreadable) {
    const was = storedConditionLabel(row)
    const becomes = storedConditionLabel({ condition: next.condition, otherName: next.otherName ?? null })
    const what = logsUnreadable ? `${logCount} symptom ${logCount === 1 ? 'log' : 'logs'}` : 'details'
    throw new AppError(
      'CONFLICT',
      `${was} has ${what} kept on its own form, which ${becomes} does not use. Add ${becomes} as a new condition instead, and resolve ${was} when it no longer applies.`,
    )
  }

  await tx
    .update(symptomLogs)
    .set({ conditionId: to })
    .where(and(eq(symptomLogs.petId, row.petId), eq(symptomLogs.conditionId, from)))
  if (details) await moveDetails(tx, details, to)
}

/** The details move to the new identifier; where it already has some, its own values win. */
async function moveDetails(tx: Tx, details: typeof conditionMetadata.$inferSelect, to: string) {
  const [existing] = await tx
    .select()
    .from(conditionMetadata)
    .where(and(eq(conditionMetadata.petId, details.petId), eq(conditionMetadata.conditionId, to)))
  if (!existing) {
    await tx.update(conditionMetadata).set({ conditionId: to }).where(eq(conditionMetadata.id, details.id))
    return
  }
  await tx
    .update(conditionMetadata)
    .set({ data: { ...details.data, ...existing.data } })
    .where(eq(conditionMetadata.id, existing.id))
  await tx.delete(conditionMetadata).where(eq(conditionMetadata.id, details.id))
}
