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
  MIN_BREATHS_PER_MINUTE,
} from './breathing'
import { pastDateTimeSchema } from './dates'
import { clientIdSchema } from './offline-writes'
import { textSchema } from './text'

// What clients send about breathing counts and settings; the answers are in breathing-api.ts. Apart,
// so that a page that only shows counts does not build these schemas as it loads (decision 065).

/** A rate no living pet has (MIN_BREATHS_PER_MINUTE): refused on every path that saves a count. */
export const BELOW_FLOOR_MESSAGE = `A rate below ${MIN_BREATHS_PER_MINUTE} breaths per minute is not possible for a living pet; please recount`

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
  if (breathCount === undefined || breathCount < 0) return
  const rate = breathsPerMinute(breathCount, durationSeconds)
  if (rate > MAX_BREATHS_PER_MINUTE) {
    ctx.addIssue({ code: 'custom', path: ['breathCount'], message: 'A rate above 200 breaths per minute is not possible; please recount' })
  } else if (rate < MIN_BREATHS_PER_MINUTE) {
    ctx.addIssue({ code: 'custom', path: ['breathCount'], message: BELOW_FLOOR_MESSAGE })
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
