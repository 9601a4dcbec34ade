import { z } from 'zod'
import { storableJsonSchema, textSchema } from './text'
import { dateRangeQuerySchema } from './date-range'
import { pastDateTimeSchema } from './dates'
import { symptomSchemaFor } from './symptoms'
import { normalizeConditionId } from './condition-id'
import { clientIdSchema } from './offline-writes'

/**
 * `POST /api/pets/{petId}/symptom-logs`. `symptoms` is checked by the schema of `conditionId`;
 * its messages keep their full path ('symptoms.cibdai.vomiting') so the form puts them on the field.
 * `id` (optional, made by the client) makes an entry sent twice one entry (offline-writes.ts).
 */
export const symptomLogCreateSchema = z
  .object({
    id: clientIdSchema.optional(),
    /** The condition's identifier (condition-id.ts); an old key ('ckd') is read as today's. */
    conditionId: textSchema({ error: 'Choose a condition' }).trim().min(1, 'Choose a condition').max(120).transform(normalizeConditionId),
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
  conditionId: textSchema().trim().min(1).max(120).transform(normalizeConditionId).optional(),
})

const cibdaiSummarySchema = z.object({
  total: z.number().int(),
  band: z.enum(['remission', 'between', 'active']),
  text: z.string(),
})

export const symptomLogSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  conditionId: z.string(),
  loggedAt: z.string(),
  symptoms: z.record(z.string(), z.unknown()),
  notes: z.string().nullable(),
  /** IBD logs: the CIBDAI running total and what it means (interpretCibdai); null otherwise. */
  cibdai: cibdaiSummarySchema.nullable(),
  /** IBD logs: the Purina description of the faecal score; null otherwise. */
  faecalScoreText: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SymptomLogView = z.infer<typeof symptomLogSchema>

export const symptomLogListSchema = z.object({ from: z.string(), to: z.string(), logs: z.array(symptomLogSchema) })

/** `GET …/symptom-trend?conditionId=&days=`: one series per measure, oldest first. */
export const symptomTrendQuerySchema = dateRangeQuerySchema.extend({
  conditionId: textSchema({ error: 'Choose a condition' }).trim().min(1, 'Choose a condition').max(120).transform(normalizeConditionId),
})

export const symptomTrendSchema = z.object({
  conditionId: z.string(),
  from: z.string(),
  to: z.string(),
  measures: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      /** The highest value the measure can take, for the chart's axis. */
      max: z.number(),
      points: z.array(z.object({ loggedAt: z.string(), value: z.number(), note: z.string().nullable() })),
    }),
  ),
})
export type SymptomTrend = z.infer<typeof symptomTrendSchema>
