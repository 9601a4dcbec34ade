import { z } from 'zod'
import { bodyConditionScoreSchema } from './body-condition'
import { pastDateTimeSchema, pastIsoDateSchema } from './dates'
import { clientIdSchema } from './offline-writes'
import { textSchema } from './text'
import { weightRangeMessage, weightUnits } from './units'

// What clients send about weights; the answers are in weight-api.ts. Apart,
// so that a page that only shows them does not build these schemas as it loads (decision 065).

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
