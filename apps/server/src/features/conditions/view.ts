import type { Condition } from '@pawpulse/domain/condition-api'
import { conditionIdOf, storedConditionLabel } from '@pawpulse/domain/condition-id'
import { conditionKeys, normalizeConditionKey, type ConditionKey } from '@pawpulse/domain/conditions'
import { isResolved } from '@pawpulse/domain/health-condition'
import type { petHealthConditions } from '#server/db/schema.ts'

type Row = typeof petHealthConditions.$inferSelect

export function toCondition(row: Row): Condition {
  const key = normalizeConditionKey(row.condition)
  const isListed = (conditionKeys as readonly string[]).includes(key)
  const condition = (isListed ? key : 'other') as ConditionKey
  // A key written before the list existed is shown as 'other' with its own words.
  const otherName = isListed ? row.otherName : (row.otherName ?? row.condition)
  return {
    id: row.id,
    petId: row.petId,
    condition,
    conditionId: conditionIdOf(row),
    otherName,
    label: storedConditionLabel(row),
    diagnosisDate: row.diagnosisDate,
    ongoing: row.ongoing,
    resolutionDate: row.resolutionDate,
    notes: row.notes,
    isResolved: isResolved(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Two entries are the same condition when their keys match and, for 'other', their names too. */
export function isSameCondition(a: Pick<Row, 'condition' | 'otherName'>, b: Pick<Row, 'condition' | 'otherName'>): boolean {
  if (normalizeConditionKey(a.condition) !== normalizeConditionKey(b.condition)) return false
  return a.condition !== 'other' || (a.otherName ?? '').trim().toLowerCase() === (b.otherName ?? '').trim().toLowerCase()
}
