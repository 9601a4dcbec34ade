import { resolveDateRange, type DateRangeQuery } from '@pawpulse/domain/date-range'
import { localDaysToInstants, localToday } from '@pawpulse/domain/time-zone'
import type { SymptomTrend } from '@pawpulse/domain/symptom-api'
import { symptomTrend } from '@pawpulse/domain/symptom-trend'
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { symptomLogs } from '../../db/schema'
import { assertPetAccess } from '../pets/access'
import { ownerTimeZone } from '../profile/service'

/** The trend chart of a symptom page (issue: per measure, 7 / 30 / 90 days), oldest first. */
export async function getSymptomTrend({ db, userId, petId, query }: { db: Database; userId: string; petId: string; query: DateRangeQuery & { conditionId: string } }): Promise<SymptomTrend> {
  await assertPetAccess({ db, userId, petId, need: 'read' })
  const timeZone = await ownerTimeZone(db, userId)
  const range = resolveDateRange(query, localToday(timeZone))
  const { start, end } = localDaysToInstants(range, timeZone)
  const rows = await db
    .select({ loggedAt: symptomLogs.loggedAt, symptoms: symptomLogs.symptoms })
    .from(symptomLogs)
    .where(and(eq(symptomLogs.petId, petId), eq(symptomLogs.conditionId, query.conditionId), gte(symptomLogs.loggedAt, start), lt(symptomLogs.loggedAt, end)))
    .orderBy(asc(symptomLogs.loggedAt))
  const logs = rows.map((r) => ({ loggedAt: r.loggedAt.toISOString(), symptoms: r.symptoms }))
  return { conditionId: query.conditionId, ...range, measures: symptomTrend(query.conditionId, logs) }
}
