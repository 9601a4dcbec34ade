import { z } from 'zod'
import { textSchema } from './text'
import { pastDateTimeSchema, pastIsoDateSchema } from './dates'
import { convertWeight, type WeightUnit, weightUnits } from './units'

/** domain.md § Body and weight: the 9-point body condition scale. */
export const BODY_CONDITION_SCALE = 9

export const bodyConditionScoreSchema = z
  .number({ error: 'Choose a body condition score from 1 to 9' })
  .int('Choose a body condition score from 1 to 9')
  .min(1, 'Choose a body condition score from 1 to 9')
  .max(BODY_CONDITION_SCALE, 'Choose a body condition score from 1 to 9')

export type BodyConditionLabel = 'Underweight' | 'Ideal' | 'Overweight'

/** domain.md: 1–3 under, 4–5 ideal, 6–9 over. */
export function bodyConditionLabel(score: number): BodyConditionLabel {
  if (!Number.isInteger(score) || score < 1 || score > BODY_CONDITION_SCALE) throw new RangeError(`Not a 1–9 body condition score: ${score}`)
  if (score <= 3) return 'Underweight'
  if (score <= 5) return 'Ideal'
  return 'Overweight'
}

/** domain.md: store the scale with the score, "5/9", so a later 5-point score cannot be misread. */
export function formatBodyCondition(score: number, scale = BODY_CONDITION_SCALE): string {
  return `${score}/${scale}`
}

/** Reads back a stored "n/9"; null for anything else. */
export function parseBodyCondition(text: string): { score: number; scale: number } | null {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim())
  if (!match) return null
  const score = Number(match[1])
  const scale = Number(match[2])
  return score >= 1 && score <= scale ? { score, scale } : null
}

/**
 * Heaviest weight accepted: 200 kg in either unit (≈ 440.9 lb), so the largest giant breeds fit
 * in lb too; anything above is a typing error.
 */
export const MAX_WEIGHT_KG = 200

/** A day ('2026-03-01') or an instant with its offset, not in the future (the rules of dates.ts / breathing.ts). */
const pastDateOrDateTimeSchema = textSchema({ error: 'Enter a date' }).superRefine((value, ctx) => {
  const schema = value.includes('T') ? pastDateTimeSchema : pastIsoDateSchema
  const issue = schema.safeParse(value).error?.issues[0]
  if (issue) ctx.addIssue({ code: 'custom', message: issue.message })
})

/** `POST /api/pets/{petId}/weight-logs`: kept in the unit it was entered in, converted for display. */
export const weightLogInputSchema = z
  .object({
    measuredAt: pastDateOrDateTimeSchema,
    weight: z.number({ error: 'Enter the weight' }).positive('Weight must be more than 0'),
    weightUnit: z.enum(weightUnits, { error: 'Choose kg or lb' }),
    bodyConditionScore: bodyConditionScoreSchema.nullable().optional(),
  })
  .superRefine((log, ctx) => {
    if (convertWeight(log.weight, log.weightUnit, 'kg') > MAX_WEIGHT_KG + 1e-9) {
      ctx.addIssue({ code: 'custom', path: ['weight'], message: maxWeightMessage(log.weightUnit) })
    }
  })
export type WeightLogInput = z.infer<typeof weightLogInputSchema>

function maxWeightMessage(unit: WeightUnit): string {
  return unit === 'kg' ? `Weight must be at most ${MAX_WEIGHT_KG} kg` : `Weight must be at most ${Math.floor(convertWeight(MAX_WEIGHT_KG, 'kg', 'lb'))} lb`
}
