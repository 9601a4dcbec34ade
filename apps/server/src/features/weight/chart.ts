import type { DateRangeQuery } from '@pawpulse/domain/date-range'
import { weightUnitFor, type WeightUnit } from '@pawpulse/domain/units'
import type { WeightSeries } from '@pawpulse/domain/weight-api'
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import { ownerDays } from '#server/core/owner-days.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Database } from '#server/db/client.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { weightLogs } from '#server/db/schema.ts'
import { toPoint } from './view'

const pointColumns = {
  measuredAt: weightLogs.measuredAt,
  weight: weightLogs.weight,
  weightUnit: weightLogs.weightUnit,
  bodyConditionScore: weightLogs.bodyConditionScore,
}

/** The chart in the owner's unit system (metric: kg, otherwise lb), oldest first. */
export async function getWeightChart(pet: PetScope, query: DateRangeQuery) {
  const { db, petId } = pet
  const unit = weightUnitFor(pet.unitSystem)
  const { range, start, end } = ownerDays(pet, query)
  const rows = await db
    .select(pointColumns)
    .from(weightLogs)
    .where(and(eq(weightLogs.petId, petId), gte(weightLogs.measuredAt, start), lt(weightLogs.measuredAt, end)))
    .orderBy(asc(weightLogs.measuredAt))
  return { ...range, unit, points: rows.map((r) => toPoint(r, unit)) }
}

const statementsFor = preparedPerDatabase((db) => ({
  latest: db
    .select(pointColumns)
    .from(weightLogs)
    .where(eq(weightLogs.petId, sql.placeholder('petId')))
    .orderBy(desc(weightLogs.measuredAt))
    .limit(sql.placeholder('limit'))
    .prepare('pawpulse_weight_latest'),
}))

/** The dashboard's weight trend: the last `limit` entries, oldest first (prepared, decision 065). */
export async function loadWeightTrend(db: Database, petId: string, unit: WeightUnit, limit: number): Promise<WeightSeries> {
  const rows = await statementsFor(db).latest.execute({ petId, limit })
  return { unit, points: rows.reverse().map((r) => toPoint(r, unit)) }
}
