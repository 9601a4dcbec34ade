import { bodyConditionLabel, formatBodyCondition } from '@pawpulse/domain/body-condition'
import { convertWeight, type WeightUnit } from '@pawpulse/domain/units'
import type { WeightLogView } from '@pawpulse/domain/weight-api'
import type { weightLogs } from '#server/db/schema.ts'

type Row = typeof weightLogs.$inferSelect

export function toWeightLog(row: Row): WeightLogView {
  const score = row.bodyConditionScore
  return {
    id: row.id,
    petId: row.petId,
    measuredAt: row.measuredAt.toISOString(),
    weight: row.weight,
    weightUnit: unitOf(row.weightUnit),
    bodyConditionScore: score,
    bodyConditionScale: row.bodyConditionScale,
    bodyCondition: score === null ? null : formatBodyCondition(score, row.bodyConditionScale),
    // The labels are those of the 9-point scale (docs/product/veterinary.md#body-condition-score); another scale gets none.
    bodyConditionLabel: score === null || row.bodyConditionScale !== 9 ? null : bodyConditionLabel(score),
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** A chart point in the owner's unit; two decimals are plenty for a line (formatWeight rounds for text). */
export function toPoint(row: Pick<Row, 'measuredAt' | 'weight' | 'weightUnit' | 'bodyConditionScore'>, unit: WeightUnit) {
  return {
    measuredAt: row.measuredAt.toISOString(),
    weight: Math.round(convertWeight(row.weight, unitOf(row.weightUnit), unit) * 100) / 100,
    bodyConditionScore: row.bodyConditionScore,
  }
}

function unitOf(unit: string): WeightUnit {
  return unit === 'lb' ? 'lb' : 'kg'
}
