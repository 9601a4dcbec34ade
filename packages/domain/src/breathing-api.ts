import { z } from 'zod'
import { breathingContexts, breathingMethods, COUNTER_DURATIONS } from './breathing'

// What the server answers about breathing counts; what clients send is in breathing-input.ts (decision 065).

/** One count as stored: the rate is computed by the server (`breathsPerMinute`), never sent. */
export const breathingLogSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  measuredAt: z.string(),
  breathCount: z.number().int(),
  durationSeconds: z.number().int(),
  breathsPerMinute: z.number(),
  context: z.enum(breathingContexts),
  method: z.enum(breathingMethods),
  /** A camera count's confidence (0 to 1); null for the others. */
  confidence: z.number().nullable(),
  notes: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type BreathingLogView = z.infer<typeof breathingLogSchema>

export const breathingAssessmentSchema = z.object({
  level: z.enum(['normal', 'recount', 'raised', 'contact_vet']),
  title: z.string(),
  message: z.string(),
})

export const baselineSchema = z.object({ rate: z.number(), days: z.number().int() }).nullable()

/** The primary vet of the care team, shown with "contact your vet" (docs/product/breathing.md#contact-your-vet). */
export const primaryVetSchema = z.object({ name: z.string().nullable(), phoneNumber: z.string().nullable() }).nullable()

/**
 * `POST`/`PATCH …/breathing-logs`: the count and what it means, judged against the count before
 * it, the pet's baseline and threshold (assessBreathingRate), with the vet to call.
 */
export const breathingLogResultSchema = z.object({
  log: breathingLogSchema,
  assessment: breathingAssessmentSchema,
  threshold: z.number().int(),
  baseline: baselineSchema,
  primaryVet: primaryVetSchema,
})
export type BreathingLogResult = z.infer<typeof breathingLogResultSchema>

export const breathingLogListSchema = z.object({ from: z.string(), to: z.string(), logs: z.array(breathingLogSchema) })

export const breathingSettingsViewSchema = z.object({
  alertThreshold: z.number().int(),
  defaultDurationSeconds: z.literal(COUNTER_DURATIONS),
  /** False until the owner saves their own values. */
  isCustom: z.boolean(),
})
export type BreathingSettingsView = z.infer<typeof breathingSettingsViewSchema>

/** `GET …/breathing-chart?days=7|30|90`: points, daily averages (owner's calendar), threshold line, baseline. */
export const breathingChartSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  threshold: z.number().int(),
  baseline: baselineSchema,
  points: z.array(z.object({ measuredAt: z.string(), breathsPerMinute: z.number(), context: z.enum(breathingContexts) })),
  dailyAverages: z.array(z.object({ date: z.string(), average: z.number(), count: z.number().int() })),
})
export type BreathingChart = z.infer<typeof breathingChartSchema>
