import { z } from 'zod'
import { conditionIdLabel } from './condition-id'
import type { PetAccessLevel } from './pets'

export const quickActionSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The web route that does it, where there is one (docs/product/app-shell.md#routes). */
  path: z.string(),
})
export type QuickAction = z.infer<typeof quickActionSchema>

export interface QuickActionInput {
  access: PetAccessLevel
  /**
   * Current (not resolved) conditions, each with its own symptom page, /symptoms/{conditionId}: its
   * identifier and label, or just a key (labelled by the label rule).
   */
  currentConditions: readonly (string | { conditionId: string; label: string })[]
  hasDueMedications: boolean
  hasDueTreatments: boolean
}

/**
 * The dashboard's shortcuts for the selected pet: what is due first, then the daily logs. A
 * viewer (e.g. a pet-sitter with read access) cannot log, so gets none.
 */
export function quickActions({ access, currentConditions, hasDueMedications, hasDueTreatments }: QuickActionInput): QuickAction[] {
  if (access === 'viewer') return []
  const actions: QuickAction[] = []
  if (hasDueMedications) actions.push({ key: 'give_medication', label: 'Record a dose given', path: '/medications' })
  if (hasDueTreatments) actions.push({ key: 'record_treatment', label: 'Record a parasite treatment', path: '/medications' })
  actions.push({ key: 'count_breaths', label: 'Count breaths', path: '/breathing' })
  const seen = new Set<string>()
  for (const condition of currentConditions) {
    const { conditionId, label } =
      typeof condition === 'string' ? { conditionId: condition, label: conditionIdLabel(condition) } : condition
    if (seen.has(conditionId)) continue
    seen.add(conditionId)
    actions.push({
      key: `log_symptoms:${conditionId}`,
      label: `Log ${label} symptoms`,
      path: `/symptoms/${encodeURIComponent(conditionId)}`,
    })
  }
  actions.push({ key: 'log_weight', label: 'Log weight', path: '/pet' })
  return actions
}
