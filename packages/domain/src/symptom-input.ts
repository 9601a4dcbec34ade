import { z } from 'zod'
import { storableJsonSchema, textSchema } from './text'
import { dateRangeQuerySchema } from './date-range'
import { pastDateTimeSchema } from './dates'
import { symptomSchemaFor } from './symptoms'
import { isConditionId, normalizeConditionId } from './condition-id'
import { clientIdSchema } from './offline-writes'

// What clients send about symptom entries, with the queries they ask; the answers are in
// symptom-api.ts. Apart, so that a page that only shows them does not build these schemas as it
// loads (decision 065).

/**
 * The condition a log is of (condition-id.ts); an old key ('ckd') is read as today's. One that is no
 * condition at all is refused here; one the pet does not have, by the server (404).
 */
const conditionIdField = textSchema({ error: 'Choose a condition' })
  .trim()
  .min(1, 'Choose a condition')
  .max(120, 'Choose a condition from the list')
  .transform(normalizeConditionId)
  .refine(isConditionId, 'Choose a condition from the list')

/**
 * `POST /api/pets/{petId}/symptom-logs`. `symptoms` is checked by the schema of `conditionId`;
 * its messages keep their full path ('symptoms.cibdai.vomiting') so the form puts them on the field.
 * `id` (optional, made by the client) makes an entry sent twice one entry (offline-writes.ts).
 */
export const symptomLogCreateSchema = z
  .object({
    id: clientIdSchema.optional(),
    conditionId: conditionIdField,
    loggedAt: pastDateTimeSchema,
    symptoms: storableJsonSchema,
    notes: textSchema().trim().max(2000, 'Notes must be at most 2000 characters').nullable().optional(),
  })
  .transform((log, ctx) => {
    const result = symptomSchemaFor(log.conditionId).safeParse(log.symptoms)
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: ['symptoms', ...issue.path], message: issue.message })
      return z.NEVER
    }
    return { ...log, symptoms: result.data }
  })
export type SymptomLogInput = z.input<typeof symptomLogCreateSchema>
export type SymptomLog = z.output<typeof symptomLogCreateSchema>

/**
 * `PATCH …/symptom-logs/{logId}`: the time, the measures (checked by the log's condition schema,
 * `symptomSchemaFor`) and the notes. The condition of a log never changes: log it again instead.
 */
export const symptomLogUpdateSchema = z
  .object({
    loggedAt: pastDateTimeSchema.optional(),
    symptoms: storableJsonSchema.optional(),
    notes: textSchema().trim().max(2000, 'Notes must be at most 2000 characters').nullable().optional(),
  })
  .strict()
export type SymptomLogUpdate = z.infer<typeof symptomLogUpdateSchema>

/** `GET …/symptom-logs?conditionId=&from=&to=` (or `days=`). */
export const symptomLogQuerySchema = dateRangeQuerySchema.extend({
  conditionId: conditionIdField.optional(),
})

/** `GET …/symptom-trend?conditionId=&days=`: one series per measure, oldest first. */
export const symptomTrendQuerySchema = dateRangeQuerySchema.extend({
  conditionId: conditionIdField,
})
