import { z } from 'zod'
import { weightLogInputSchema } from './body-condition'
import { weightUnits } from './units'

/** Weights are kept to two decimals: a smaller one would be stored as 0. */
const storableWeight = (entry: { weight?: number }, ctx: z.RefinementCtx) => {
  if (entry.weight !== undefined && entry.weight > 0 && Math.round(entry.weight * 100) < 1) {
    ctx.addIssue({ code: 'custom', path: ['weight'], message: 'Weight must be at least 0.01' })
  }
}

/** `POST …/weight-logs`: `weightLogInputSchema`, dated from 1900, to two decimals. */
export const weightLogCreateSchema = weightLogInputSchema.superRefine(storableWeight)

/** `PATCH …/weight-logs/{logId}`: any field; the merged entry is checked by `weightLogCreateSchema`. */
export const weightLogUpdateSchema = z.object(weightLogInputSchema.shape).partial().strict().superRefine(storableWeight)
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
  /** "5/9" (domain.md: the scale is stored with the score); null without a score. */
  bodyCondition: z.string().nullable(),
  bodyConditionLabel: z.enum(['Underweight', 'Ideal', 'Overweight']).nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type WeightLogView = z.infer<typeof weightLogSchema>

export const weightLogListSchema = z.object({ from: z.string(), to: z.string(), logs: z.array(weightLogSchema) })

/** A weight series in the owner's unit system (spec §9: metric kg, otherwise lb), oldest first. */
export const weightSeriesSchema = z.object({
  unit: z.enum(weightUnits),
  points: z.array(z.object({ measuredAt: z.string(), weight: z.number(), bodyConditionScore: z.number().int().nullable() })),
})
export type WeightSeries = z.infer<typeof weightSeriesSchema>

export const weightChartSchema = weightSeriesSchema.extend({ from: z.string(), to: z.string() })
