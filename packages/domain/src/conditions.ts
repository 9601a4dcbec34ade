import { z } from 'zod'
import { textSchema } from './text'
import { pastIsoDateSchema } from './dates'

/**
 * The condition list (docs/product/health-tracking.md#the-condition-list); 'other' keeps the owner's
 * words. Each key reads well under the label rule (condition-label.ts): 'chronic_kidney_disease' →
 * 'Chronic kidney disease'.
 */
export const conditionKeys = [
  'mvd',
  'ibd',
  'chronic_kidney_disease',
  'diabetes',
  'arthritis',
  'epilepsy',
  'allergies',
  'hypothyroidism',
  'hyperthyroidism',
  'cancer',
  'other',
] as const
export type ConditionKey = (typeof conditionKeys)[number]

/**
 * Keys an older release stored or sent, read as today's key: older clients and onboarding drafts
 * saved on a device may still send 'ckd' (migration 0010_condition_keys renamed the stored ones).
 */
export const conditionKeyAliases: Readonly<Record<string, ConditionKey>> = { ckd: 'chronic_kidney_disease' }

/** Today's key for an old one ('ckd' → 'chronic_kidney_disease'); anything else unchanged. */
export function normalizeConditionKey(key: string): string {
  return Object.hasOwn(conditionKeyAliases, key) ? conditionKeyAliases[key]! : key
}

/** A key from the list; an old alias is accepted and read as today's key, so nothing is refused. */
export const conditionKeySchema = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeConditionKey(value) : value),
  z.enum(conditionKeys, { error: 'Choose a condition from the list' }),
)

export const conditionInputSchema = z
  .object({
    condition: conditionKeySchema,
    otherName: textSchema().trim().max(120, 'Condition must be at most 120 characters').nullable().optional(),
    diagnosisDate: pastIsoDateSchema.nullable().optional(),
    ongoing: z.boolean().default(true),
    resolutionDate: pastIsoDateSchema.nullable().optional(),
    notes: textSchema().trim().max(2000, 'Notes must be at most 2000 characters').nullable().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.condition === 'other' && !c.otherName?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['otherName'], message: 'Name the condition' })
    }
    if (c.diagnosisDate && c.resolutionDate && c.resolutionDate < c.diagnosisDate) {
      ctx.addIssue({ code: 'custom', path: ['resolutionDate'], message: 'Resolution cannot be before the diagnosis' })
    }
  })
export type ConditionInput = z.infer<typeof conditionInputSchema>
