import { resolveDateRange, type DateRangeQuery } from '@pawpulse/domain/date-range'
import { localDaysToInstants, localToday } from '@pawpulse/domain/time-zone'
import { weightUnitFor, type WeightUnit } from '@pawpulse/domain/units'
import type { WeightSeries } from '@pawpulse/domain/weight-api'
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { weightLogs } from '../../db/schema'
import { assertPetAccess } from '../pets/access'
import { getProfile } from '../profile/service'
import { toPoint } from './view'

const pointColumns = { measuredAt: weightLogs.measuredAt, weight: weightLogs.weight, weightUnit: weightLogs.weightUnit, bodyConditionScore: weightLogs.bodyConditionScore }

/** The chart in the owner's unit system (spec §9: metric kg, otherwise lb), oldest first. */
export async function getWeightChart({ db, userId, petId, query }: { db: Database; userId: string; petId: string; query: DateRangeQuery }) {
  await assertPetAccess({ db, userId, petId, need: 'read' })
  const profile = await getProfile({ db, userId })
  const timeZone = profile.timezone ?? 'UTC'
  const unit = weightUnitFor(profile.unitSystem)
  const range = resolveDateRange(query, localToday(timeZone))
  const { start, end } = localDaysToInstants(range, timeZone)
  const rows = await db
    .select(pointColumns)
    .from(weightLogs)
    .where(and(eq(weightLogs.petId, petId), gte(weightLogs.measuredAt, start), lt(weightLogs.measuredAt, end)))
    .orderBy(asc(weightLogs.measuredAt))
  return { ...range, unit, points: rows.map((r) => toPoint(r, unit)) }
}

/** The dashboard's weight trend: the last `limit` entries, oldest first. */
export async function loadWeightTrend(db: Database, petId: string, unit: WeightUnit, limit: number): Promise<WeightSeries> {
  const rows = await db.select(pointColumns).from(weightLogs).where(eq(weightLogs.petId, petId)).orderBy(desc(weightLogs.measuredAt)).limit(limit)
  return { unit, points: rows.reverse().map((r) => toPoint(r, unit)) }
}
