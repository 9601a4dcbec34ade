import type { Condition } from '@pawpulse/domain/condition-api'
import { conditionLabel } from '@pawpulse/domain/condition-label'
import { conditionKeys, type ConditionKey } from '@pawpulse/domain/conditions'
import { isResolved } from '@pawpulse/domain/health-condition'
import type { petHealthConditions } from '#server/db/schema.ts'

type Row = typeof petHealthConditions.$inferSelect

export function toCondition(row: Row): Condition {
  const isListed = (conditionKeys as readonly string[]).includes(row.condition)
  const condition = (isListed ? row.condition : 'other') as ConditionKey
  // A key written before the list existed is shown as 'other' with its own words.
  const otherName = isListed ? row.otherName : (row.otherName ?? row.condition)
  return {
    id: row.id,
    petId: row.petId,
    condition,
    otherName,
    label: condition === 'other' && otherName ? otherName : conditionLabel(condition),
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
  if (a.condition !== b.condition) return false
  return a.condition !== 'other' || (a.otherName ?? '').trim().toLowerCase() === (b.otherName ?? '').trim().toLowerCase()
}
