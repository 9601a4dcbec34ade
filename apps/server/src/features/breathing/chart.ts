import { dailyAverages } from '@pawpulse/domain/breathing'
import type { BreathingChart } from '@pawpulse/domain/breathing-api'
import type { DateRangeQuery } from '@pawpulse/domain/date-range'
import { localDaysToInstants } from '@pawpulse/domain/time-zone'
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import { ownerDays } from '#server/core/owner-days.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Database } from '#server/db/client.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { breathingRateLogs } from '#server/db/schema.ts'
import { loadBaseline, ratePointColumns } from './assessment'
import { loadBreathingSettings } from './settings'
import { toBreathingLog } from './view'

/** Read by every breathing page and the dashboard: prepared (decision 065). */
const statementsFor = preparedPerDatabase((db) => ({
  points: db
    .select(ratePointColumns)
    .from(breathingRateLogs)
    .where(
      and(
        eq(breathingRateLogs.petId, sql.placeholder('petId')),
        gte(breathingRateLogs.measuredAt, sql.placeholder('start')),
        lt(breathingRateLogs.measuredAt, sql.placeholder('end')),
      ),
    )
    .orderBy(asc(breathingRateLogs.measuredAt))
    .prepare('pawpulse_breathing_points'),
  latest: db
    .select()
    .from(breathingRateLogs)
    .where(eq(breathingRateLogs.petId, sql.placeholder('petId')))
    .orderBy(desc(breathingRateLogs.measuredAt))
    .limit(sql.placeholder('limit'))
    .prepare('pawpulse_breathing_latest'),
}))

/** The counts of local days `from`..`to`, oldest first: what the chart and the sparkline draw. */
export async function loadChartPoints(db: Database, petId: string, range: { from: string; to: string }, timeZone: string) {
  const { start, end } = localDaysToInstants(range, timeZone)
  // A placeholder's value goes to the driver as it is, not through the column's encoder: as that writes them.
  const rows = await statementsFor(db).points.execute({ petId, start: start.toISOString(), end: end.toISOString() })
  return rows.map((r) => ({
    measuredAt: r.measuredAt.toISOString(),
    breathsPerMinute: r.breathsPerMinute,
    context: r.context === 'resting' ? ('resting' as const) : ('sleeping' as const),
  }))
}

/** The pet's newest counts, newest first (the dashboard's latest count and the one before it). */
export async function loadLatestCounts(db: Database, petId: string, limit: number) {
  const rows = await statementsFor(db).latest.execute({ petId, limit })
  return rows.map(toBreathingLog)
}

/** A chart of the last 7 / 30 / 90 days with the threshold line, the baseline and daily averages. */
export async function getBreathingChart(pet: PetScope, query: DateRangeQuery): Promise<BreathingChart> {
  const { db, petId, timeZone } = pet
  const { range } = ownerDays(pet, query)
  const [points, settings, baseline] = await Promise.all([
    loadChartPoints(db, petId, range, timeZone),
    loadBreathingSettings(db, petId),
    loadBaseline(db, petId, timeZone),
  ])
  return { ...range, timeZone, threshold: settings.alertThreshold, baseline, points, dailyAverages: dailyAverages(points, timeZone) }
}
