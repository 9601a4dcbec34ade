import type { DateRangeQuery } from '@pawpulse/domain/date-range'
import type { SymptomTrend } from '@pawpulse/domain/symptom-api'
import { symptomTrend } from '@pawpulse/domain/symptom-trend'
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import { currentConditionId } from '#server/core/condition-ids.ts'
import { ownerDays } from '#server/core/owner-days.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import { symptomLogs } from '#server/db/schema.ts'

/** The trend chart of a symptom page (per measure, over 7 / 30 / 90 days), oldest first. */
export async function getSymptomTrend(pet: PetScope, query: DateRangeQuery & { conditionId: string }): Promise<SymptomTrend> {
  const { db, petId } = pet
  const { range, start, end } = ownerDays(pet, query)
  const conditionId = await currentConditionId(db, petId, query.conditionId)
  const rows = await db
    .select({ loggedAt: symptomLogs.loggedAt, symptoms: symptomLogs.symptoms })
    .from(symptomLogs)
    .where(
      and(
        eq(symptomLogs.petId, petId),
        eq(symptomLogs.conditionId, conditionId),
        gte(symptomLogs.loggedAt, start),
        lt(symptomLogs.loggedAt, end),
      ),
    )
    .orderBy(asc(symptomLogs.loggedAt))
  const logs = rows.map((r) => ({ loggedAt: r.loggedAt.toISOString(), symptoms: r.symptoms }))
  return { conditionId, ...range, measures: symptomTrend(conditionId, logs) }
}
