import { z } from 'zod'
import { conditionInputSchema } from './conditions'
import { pastIsoDateSchema } from './dates'

// What clients send about conditions; the answers are in condition-api.ts. Apart,
// so that a page that only shows them does not build these schemas as it loads (decision 065).

/** `POST /api/pets/{petId}/conditions`: the condition list's schema, dates from 1900. */
export const conditionCreateSchema = conditionInputSchema

/**
 * `PATCH …/conditions/{id}`: the details only. Resolving and reopening are their own actions, so
 * that each state change is one request; the merged row is checked again by `conditionInputSchema`.
 */
export const conditionUpdateSchema = z
  .object(conditionInputSchema.shape)
  .pick({ condition: true, otherName: true, diagnosisDate: true, notes: true })
  .partial()
  .strict()
export type ConditionUpdate = z.infer<typeof conditionUpdateSchema>

/** `POST …/conditions/{id}/resolve`: the resolution date defaults to the owner's today. */
export const conditionResolveSchema = z.object({ resolutionDate: pastIsoDateSchema.optional() }).strict()
