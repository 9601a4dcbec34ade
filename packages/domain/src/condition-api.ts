import { z } from 'zod'
import { conditionKeys } from './conditions'

// What the server answers about conditions; what clients send is in condition-input.ts (decision 065).

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
