import { z } from 'zod'

/** The 9-point body condition scale (docs/product/veterinary.md#body-condition-score). */
export const BODY_CONDITION_SCALE = 9

export const bodyConditionScoreSchema = z
  .number({ error: 'Choose a body condition score from 1 to 9' })
  .int('Choose a body condition score from 1 to 9')
  .min(1, 'Choose a body condition score from 1 to 9')
  .max(BODY_CONDITION_SCALE, 'Choose a body condition score from 1 to 9')

export type BodyConditionLabel = 'Underweight' | 'Ideal' | 'Overweight'

/** 1–3 under, 4–5 ideal, 6–9 over. */
export function bodyConditionLabel(score: number): BodyConditionLabel {
  if (!Number.isInteger(score) || score < 1 || score > BODY_CONDITION_SCALE)
    throw new RangeError(`Not a 1–9 body condition score: ${score}`)
  if (score <= 3) return 'Underweight'
  if (score <= 5) return 'Ideal'
  return 'Overweight'
}

/** The scale is stored with the score, "5/9", so a later 5-point score cannot be misread. */
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
