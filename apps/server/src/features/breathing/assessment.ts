import { assessBreathingRate, baselineRate } from '@pawpulse/domain/breathing'
import type { BreathingLogResult, BreathingLogView } from '@pawpulse/domain/breathing-api'
import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { breathingRateLogs, careTeam } from '#server/db/schema.ts'
import { loadBreathingSettings } from './settings'

/** One count as the chart and the baseline read it: when, how fast, asleep or at rest. */
export const ratePointColumns = {
  measuredAt: breathingRateLogs.measuredAt,
  breathsPerMinute: breathingRateLogs.breathsPerMinute,
  context: breathingRateLogs.context,
}

/**
 * The baseline is the median of the first 7–14 days of sleeping counts
 * (docs/product/breathing.md#baseline). Only that window is read: the sleeping counts before the
 * first one's day + 15 (baselineRate trims to 14 local days; the extra day covers any time-zone
 * offset). Read by the breathing pages, the dashboard and each new count: prepared (decision 065).
 */
const statementsFor = preparedPerDatabase((db) => {
  const petId = sql.placeholder('petId')
  const firstSleeping = sql`(select min(${breathingRateLogs.measuredAt}) from ${breathingRateLogs}
    where ${breathingRateLogs.petId} = ${petId} and ${breathingRateLogs.context} = 'sleeping')`
  return {
    baseline: db
      .select(ratePointColumns)
      .from(breathingRateLogs)
      .where(
        and(
          eq(breathingRateLogs.petId, petId),
          eq(breathingRateLogs.context, 'sleeping'),
          lt(breathingRateLogs.measuredAt, sql`${firstSleeping} + interval '15 days'`),
        ),
      )
      .orderBy(asc(breathingRateLogs.measuredAt))
      .prepare('pawpulse_breathing_baseline'),
  }
})

/** The pet's breathing baseline (baselineRate, over the window above), or null before there are enough sleeping counts. */
export async function loadBaseline(db: Tx, petId: string, timeZone: string) {
  return baselineRate(await statementsFor(db).baseline.execute({ petId }), timeZone)
}

/** The care team's Primary Veterinarian, named in "contact your vet" (docs/product/breathing.md#contact-your-vet). */
export async function loadPrimaryVet(db: Tx, petId: string) {
  const [vet] = await db
    .select({ name: careTeam.name, phoneNumber: careTeam.phoneNumber })
    .from(careTeam)
    .where(and(eq(careTeam.petId, petId), eq(careTeam.role, 'Primary Veterinarian')))
  return vet ?? null
}

/** The count just before `log` in time (a back-dated count is judged against its own predecessor). */
async function loadPrevious(db: Tx, log: BreathingLogView) {
  const [previous] = await db
    .select({ rate: breathingRateLogs.breathsPerMinute })
    .from(breathingRateLogs)
    .where(
      and(
        eq(breathingRateLogs.petId, log.petId),
        lt(breathingRateLogs.measuredAt, new Date(log.measuredAt)),
        ne(breathingRateLogs.id, log.id),
      ),
    )
    .orderBy(desc(breathingRateLogs.measuredAt))
    .limit(1)
  return previous ?? null
}

/**
 * What a count means for this pet (assessBreathingRate), with everything it was judged against.
 * The reads run one after another: a new count is judged inside its own transaction (its alert
 * is written there too), and a transaction's one connection answers one query at a time.
 */
export async function assessLog(db: Tx, log: BreathingLogView, timeZone: string): Promise<BreathingLogResult> {
  const previous = await loadPrevious(db, log)
  const baseline = await loadBaseline(db, log.petId, timeZone)
  const settings = await loadBreathingSettings(db, log.petId)
  const primaryVet = await loadPrimaryVet(db, log.petId)
  const threshold = settings.alertThreshold
  const assessment = assessBreathingRate({ rate: log.breathsPerMinute, previous, threshold, baseline: baseline?.rate ?? null, primaryVet })
  return { log, assessment, threshold, baseline, primaryVet }
}
