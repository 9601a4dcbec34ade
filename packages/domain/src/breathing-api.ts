import { z } from 'zod'
import {
  ALERT_THRESHOLD_RANGE,
  breathingContexts,
  breathingMethods,
  breathsPerMinute,
  COUNTER_DURATIONS,
  DEFAULT_ALERT_THRESHOLD,
  TIMED_METHODS,
  MANUAL_DURATION_RANGE,
  MAX_BREATHS_PER_MINUTE,
} from './breathing'
import { pastDateTimeSchema } from './dates'
import { clientIdSchema } from './offline-writes'
import { textSchema } from './text'

const counterDurationSchema = z.literal(COUNTER_DURATIONS, { error: 'Count for 15, 30 or 60 seconds' })

const breathingLogFields = z.object({
  measuredAt: pastDateTimeSchema,
  breathCount: z
    .number({ error: 'Enter the number of breaths' })
    .int('Enter a whole number of breaths')
    .min(0, 'The count cannot be negative'),
  durationSeconds: z.number({ error: 'Enter how many seconds you counted' }).int('Enter whole seconds'),
  method: z.enum(breathingMethods, { error: 'Choose counter, camera or manual entry' }),
  /**
   * How sure the camera's counting was (0 to 1): only a camera count has one, and it must
   * (docs/product/breathing.md#counting-with-the-camera).
   */
  confidence: z
    .number({ error: 'Enter the confidence as a number from 0 to 1' })
    .min(0, 'The confidence is at least 0')
    .max(1, 'The confidence is at most 1')
    .nullable()
    .optional(),
  context: z.enum(breathingContexts, { error: 'Choose sleeping or resting' }).default('sleeping'),
  notes: textSchema().trim().max(1000, 'Notes must be at most 1000 characters').nullable().optional(),
})

type BreathingFields = Partial<Pick<z.infer<typeof breathingLogFields>, 'breathCount' | 'durationSeconds' | 'method' | 'confidence'>>

/** The rules that join fields; each runs only when its fields are present (so the update can share it). */
function checkCount(log: BreathingFields, ctx: z.RefinementCtx): void {
  const { breathCount, durationSeconds, method, confidence } = log
  if (method === 'camera' && confidence == null) {
    ctx.addIssue({ code: 'custom', path: ['confidence'], message: 'A camera count needs its confidence' })
  } else if (method !== undefined && method !== 'camera' && confidence != null) {
    ctx.addIssue({ code: 'custom', path: ['confidence'], message: 'Only a camera count has a confidence' })
  }
  if (durationSeconds === undefined) return
  const isTimed = method !== undefined && TIMED_METHODS.includes(method)
  const durationOk = isTimed
    ? (COUNTER_DURATIONS as readonly number[]).includes(durationSeconds)
    : durationSeconds >= MANUAL_DURATION_RANGE.min && durationSeconds <= MANUAL_DURATION_RANGE.max
  if (!durationOk) {
    ctx.addIssue({
      code: 'custom',
      path: ['durationSeconds'],
      message: isTimed
        ? 'Count for 15, 30 or 60 seconds'
        : `Enter a duration from ${MANUAL_DURATION_RANGE.min} to ${MANUAL_DURATION_RANGE.max} seconds`,
    })
    return
  }
  if (breathCount !== undefined && breathsPerMinute(breathCount, durationSeconds) > MAX_BREATHS_PER_MINUTE) {
    ctx.addIssue({ code: 'custom', path: ['breathCount'], message: 'A rate above 200 breaths per minute is not possible; please recount' })
  }
}

/**
 * `POST /api/pets/{petId}/breathing-logs`: one count, from the counter, the camera or typed in. `id` (optional,
 * made by the client) makes a count sent twice one count (offline-writes.ts).
 */
export const breathingLogCreateSchema = breathingLogFields.extend({ id: clientIdSchema.optional() }).superRefine(checkCount)
export type BreathingLogInput = z.infer<typeof breathingLogCreateSchema>

/**
 * `PATCH …/breathing-logs/{logId}`: the fields sent are checked by the same rules. A duration sent
 * without its method is held to the widest range (10–300 s); the server re-checks the merged row
 * with `breathingLogCreateSchema`.
 */
export const breathingLogUpdateSchema = breathingLogFields
  .extend({ context: z.enum(breathingContexts, { error: 'Choose sleeping or resting' }) })
  .partial()
  .superRefine(checkCount)
export type BreathingLogUpdate = z.infer<typeof breathingLogUpdateSchema>

/** `PUT …/breathing-settings`: the alert threshold (default 30/min) and the counter's default duration. */
export const breathingSettingsSchema = z.object({
  alertThreshold: z
    .number({ error: 'Enter a number of breaths per minute' })
    .int('Enter a whole number')
    .min(ALERT_THRESHOLD_RANGE.min, `The alert threshold is at least ${ALERT_THRESHOLD_RANGE.min} per minute`)
    .max(ALERT_THRESHOLD_RANGE.max, `The alert threshold is at most ${ALERT_THRESHOLD_RANGE.max} per minute`)
    .default(DEFAULT_ALERT_THRESHOLD),
  defaultDurationSeconds: counterDurationSchema.default(30),
})
export type BreathingSettings = z.infer<typeof breathingSettingsSchema>

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
