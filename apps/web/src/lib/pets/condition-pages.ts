import { conditionIdLabel } from '@pawpulse/domain/condition-id'
import type { ConditionPage, PetSummary } from '@pawpulse/domain/pets'

/**
 * The selected pet's current conditions, each with its own symptom page and label (a custom
 * condition's own name; docs/product/health-tracking.md#the-condition-list). An older server sent
 * only the keys: those are labelled by the label rule.
 */
export function conditionPagesOf(pet: Pick<PetSummary, 'currentConditions' | 'currentConditionPages'>): ConditionPage[] {
  return pet.currentConditionPages ?? pet.currentConditions.map((key) => ({ conditionId: key, label: conditionIdLabel(key) }))
}

/** `/symptoms/{conditionId}`. */
export const conditionPagePath = (conditionId: string) => `/symptoms/${encodeURIComponent(conditionId)}`
