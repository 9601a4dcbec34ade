import { z } from 'zod'
import { recordErrors, storableJsonSchema, textSchema } from './text'

/** The ACVIM 2019 stages of MVD (docs/product/veterinary.md#mvd-and-the-acvim-stages). */
export const acvimStages = ['A', 'B1', 'B2', 'C', 'D'] as const
export type AcvimStage = (typeof acvimStages)[number]

/** The monitoring advice per ACVIM stage, shown beside the stage. */
export const acvimStageMonitoring: Record<AcvimStage, string> = {
  A: 'At risk, no disease: a yearly listen',
  B1: 'Disease, heart not enlarged: a yearly echo',
  B2: 'Disease with enlargement: an echo every 6 months and sleeping breathing counts at home',
  C: 'Heart failure now or in the past: daily sleeping breathing counts, rechecks every 3–4 months',
  D: 'Heart failure resistant to standard treatment: as your vet directs',
}

const mvdMetadataSchema = z
  .object({ acvimStage: z.enum(acvimStages, { error: 'Choose an ACVIM stage: A, B1, B2, C or D' }).nullable().optional() })
  .strict()

const MAX_ENTRIES = 20
/** Other conditions: a few short labelled values (e.g. { "iris": "2" }), nothing nested. */
const genericMetadataSchema = z
  .record(
    textSchema().trim().min(1, 'Name each value').max(60, 'Names are at most 60 characters'),
    z.union([textSchema().max(500, 'Values are at most 500 characters'), z.number(), z.boolean(), z.null()], {
      error: 'Each value is text, a number, yes/no or empty',
    }),
    { error: recordErrors() },
  )
  .refine((data) => Object.keys(data).length <= MAX_ENTRIES, `At most ${MAX_ENTRIES} values per condition`)

/** What `condition_metadata.data` may hold for a condition key (docs/decisions/002). */
export function conditionMetadataSchemaFor(conditionId: string): z.ZodType<Record<string, unknown>> {
  return conditionId === 'mvd' ? mvdMetadataSchema : genericMetadataSchema
}

/** `PUT /api/pets/{petId}/condition-metadata/{conditionId}` body. */
export const conditionMetadataInputSchema = z
  .object({ data: z.record(textSchema(), storableJsonSchema, { error: recordErrors('Send the data as an object') }) })
  .strict()

export const conditionMetadataSchema = z.object({
  /** The condition's identifier (condition-id.ts): a key, or `other-{id}` for a custom condition. */
  conditionId: z.string(),
  data: z.record(z.string(), z.unknown()),
  /** Null while nothing was saved for this condition. */
  updatedAt: z.string().nullable(),
})
export type ConditionMetadata = z.infer<typeof conditionMetadataSchema>
