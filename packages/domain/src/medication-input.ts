import { z } from 'zod'
import { textSchema } from './text'
import { pastDateTimeSchema } from './dates'
import { clientIdSchema } from './offline-writes'
import { medicationInputSchema } from './pet-details'
import { medicationScheduleSchema } from './schedule'

// What clients send about medications and doses; the answers are in medication-api.ts. Apart, so
// that a page that only shows medications does not build these schemas as it loads (decision 065).

/**
 * `POST …/medications`: the medication's fields (with the free-text frequency as the owner writes
 * it) and an optional structured schedule, which is what "next dose due" is computed from.
 */
export const medicationCreateSchema = medicationInputSchema.extend({ schedule: medicationScheduleSchema.nullable().optional() })
export type MedicationCreate = z.infer<typeof medicationCreateSchema>

/** `PATCH …/medications/{id}`: any field; the merged row is checked by `medicationCreateSchema`. */
export const medicationUpdateSchema = z.object(medicationCreateSchema.shape).partial().strict()
export type MedicationUpdate = z.infer<typeof medicationUpdateSchema>

/**
 * `POST …/medications/{id}/doses`: "dose given", now unless the owner says when. `id` (optional,
 * made by the client) makes a dose sent twice one dose (offline-writes.ts).
 */
export const doseInputSchema = z
  .object({
    id: clientIdSchema.optional(),
    givenAt: pastDateTimeSchema.optional(),
    notes: textSchema().trim().max(1000, 'Notes must be at most 1000 characters').nullable().optional(),
  })
  .strict()
export type DoseInput = z.infer<typeof doseInputSchema>
