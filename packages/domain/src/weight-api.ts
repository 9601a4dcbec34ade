import { z } from 'zod'
import { bodyConditionScoreSchema } from './body-condition'
import { pastDateTimeSchema, pastIsoDateSchema } from './dates'
import { clientIdSchema } from './offline-writes'
import { textSchema } from './text'
import { weightRangeMessage, weightUnits } from './units'

/** A day ('2026-03-01') or an instant with its offset, not in the future (the rules of dates.ts). */
const pastDateOrDateTimeSchema = textSchema({ error: 'Enter a date' }).superRefine((value, ctx) => {
  const schema = value.includes('T') ? pastDateTimeSchema : pastIsoDateSchema
  const issue = schema.safeParse(value).error?.issues[0]
  if (issue) ctx.addIssue({ code: 'custom', message: issue.message })
})

const weightLogFields = z.object({
  measuredAt: pastDateOrDateTimeSchema,
  weight: z.number({ error: 'Enter the weight' }).positive('Weight must be more than 0'),
  weightUnit: z.enum(weightUnits, { error: 'Choose kg or lb' }),
  bodyConditionScore: bodyConditionScoreSchema.nullable().optional(),
})

/** From 0.01 (stored to two decimals) to 200 kg, in the unit entered; only when both are sent. */
function checkWeight(entry: { weight?: number; weightUnit?: 'kg' | 'lb' }, ctx: z.RefinementCtx) {
  if (entry.weight === undefined || entry.weightUnit === undefined || entry.weight <= 0) return
  const message = weightRangeMessage(entry.weight, entry.weightUnit)
  if (message) ctx.addIssue({ code: 'custom', path: ['weight'], message })
}

/**
 * `POST /api/pets/{petId}/weight-logs`: kept in the unit it was entered in, converted for display.
 * `id` (optional, made by the client) makes an entry sent twice one entry (offline-writes.ts).
 */
export const weightLogCreateSchema = weightLogFields.extend({ id: clientIdSchema.optional() }).superRefine(checkWeight)
export type WeightLogInput = z.infer<typeof weightLogCreateSchema>

/** `PATCH …/weight-logs/{logId}`: any field; the merged entry is checked by `weightLogCreateSchema`. */
export const weightLogUpdateSchema = weightLogFields.partial().strict().superRefine(checkWeight)
export type WeightLogUpdate = z.infer<typeof weightLogUpdateSchema>

export const weightLogSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  measuredAt: z.string(),
  /** As entered, in its own unit. */
  weight: z.number(),
  weightUnit: z.enum(weightUnits),
  bodyConditionScore: z.number().int().nullable(),
  bodyConditionScale: z.number().int(),
  /** "5/9" (the scale is stored with the score); null without a score. */
  bodyCondition: z.string().nullable(),
  bodyConditionLabel: z.enum(['Underweight', 'Ideal', 'Overweight']).nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WeightLogView = z.infer<typeof weightLogSchema>

export const weightLogListSchema = z.object({ from: z.string(), to: z.string(), logs: z.array(weightLogSchema) })

/** A weight series in the owner's unit system (metric kg, otherwise lb), oldest first. */
export const weightSeriesSchema = z.object({
  unit: z.enum(weightUnits),
  points: z.array(z.object({ measuredAt: z.string(), weight: z.number(), bodyConditionScore: z.number().int().nullable() })),
})
export type WeightSeries = z.infer<typeof weightSeriesSchema>

export const weightChartSchema = weightSeriesSchema.extend({ from: z.string(), to: z.string() })
