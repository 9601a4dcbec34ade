import { z } from 'zod'
import { weightUnits } from './units'

// What the server answers about weights; what clients send is in weight-input.ts (decision 065).

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
