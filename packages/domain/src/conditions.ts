import { z } from 'zod'
import { textSchema } from './text'
import { pastIsoDateSchema } from './dates'

/** The condition list (docs/product/health-tracking.md#the-condition-list); 'other' keeps the owner's words for admin review. */
export const conditionKeys = [
  'mvd',
  'ibd',
  'ckd',
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

export const conditionInputSchema = z
  .object({
    condition: z.enum(conditionKeys, { error: 'Choose a condition from the list' }),
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
