import { z } from 'zod'
import { conditionInputSchema, conditionKeys } from './conditions'
import { pastIsoDateSchema } from './dates'

/** One health condition of a pet, as every condition route answers it. */
export const conditionSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  condition: z.enum(conditionKeys),
  /**
   * Its symptom page, symptom logs and details (condition-id.ts): the key, or `other-{id}` for a
   * custom condition, so two custom conditions of one pet never share a page.
   */
  conditionId: z.string(),
  otherName: z.string().nullable(),
  /** What to show: the sidebar label, or the owner's words for 'other'. */
  label: z.string(),
  diagnosisDate: z.string().nullable(),
  ongoing: z.boolean(),
  resolutionDate: z.string().nullable(),
  notes: z.string().nullable(),
  /** Resolved when it has a resolution date or ongoing is false. */
  isResolved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Condition = z.infer<typeof conditionSchema>

/** `GET /api/pets/{petId}/conditions`: split into current and resolved, newest first. */
export const conditionListSchema = z.object({ current: z.array(conditionSchema), resolved: z.array(conditionSchema) })

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
