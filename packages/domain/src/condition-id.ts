import { z } from 'zod'
import { conditionLabel } from './condition-label'
import { conditionKeys, normalizeConditionKey } from './conditions'

/**
 * A condition's identifier for its symptom page (`/symptoms/{conditionId}`), its symptom logs and
 * its details (docs/product/health-tracking.md#the-condition-list): a condition from the list is
 * its key ('mvd', 'chronic_kidney_disease'); a custom ("Other") one is `other-{its row's id}`, so
 * two custom conditions of one pet each have their own page, log and details.
 */
export const CUSTOM_CONDITION_PREFIX = 'other-'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const customIdPattern = new RegExp(`^${CUSTOM_CONDITION_PREFIX}${UUID}$`, 'i')

/** The identifier of a stored condition: its key, or `other-{id}` for a custom or unlisted one. */
export function conditionIdOf(row: { id: string; condition: string }): string {
  const key = normalizeConditionKey(row.condition)
  const isListed = key !== 'other' && (conditionKeys as readonly string[]).includes(key)
  return isListed ? key : `${CUSTOM_CONDITION_PREFIX}${row.id}`
}

/** `other-{uuid}`: a custom condition's identifier. */
export function isCustomConditionId(conditionId: string): boolean {
  return customIdPattern.test(conditionId)
}

/** Today's identifier for an old one ('ckd' → 'chronic_kidney_disease'); anything else unchanged. */
export function normalizeConditionId(conditionId: string): string {
  return normalizeConditionKey(conditionId)
}

/**
 * The label of an identifier when its condition's row is not at hand (a log of a deleted
 * condition, the document title before the pet's conditions load): the key's label, or 'Custom
 * condition' for a custom one. Where the row is known, its `label` (the owner's words) is shown.
 */
export function conditionIdLabel(conditionId: string): string {
  const id = normalizeConditionId(conditionId)
  if (id === 'other' || isCustomConditionId(id)) return 'Custom condition'
  return conditionLabel(id)
}

/** A key from the list (or an old alias) or a custom condition's `other-{uuid}`: an identifier of some condition. */
export function isConditionId(conditionId: string): boolean {
  const id = normalizeConditionId(conditionId)
  return (conditionKeys as readonly string[]).includes(id) || isCustomConditionId(id)
}

/**
 * A condition identifier in a path or body: a key from the list ('other' too, read by the server as
 * the pet's oldest custom condition, for older clients), an old alias ('ckd'), or `other-{uuid}`.
 */
export const conditionIdSchema = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeConditionId(value.trim()) : value),
  z.string({ error: 'Choose a condition from the list' }).refine(isConditionId, 'Choose a condition from the list'),
)

/**
 * What a stored condition is shown as: a listed key's label ('Chronic kidney disease'), or a
 * custom condition's own name (a key stored before the list existed is read by the label rule).
 */
export function storedConditionLabel(row: { condition: string; otherName: string | null }): string {
  const key = normalizeConditionKey(row.condition)
  const isListed = key !== 'other' && (conditionKeys as readonly string[]).includes(key)
  if (isListed) return conditionLabel(key)
  const name = row.otherName?.trim() || (key === 'other' ? '' : conditionLabel(row.condition))
  return name || 'Custom condition'
}

/** A stored condition's page: its identifier and label (pets' `currentConditionPages`). */
export function conditionPageOf(row: { id: string; condition: string; otherName: string | null }): { conditionId: string; label: string } {
  return { conditionId: conditionIdOf(row), label: storedConditionLabel(row) }
}
