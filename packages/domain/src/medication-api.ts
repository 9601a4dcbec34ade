import { z } from 'zod'
import { textSchema } from './text'
import { pastDateTimeSchema } from './dates'
import { clientIdSchema } from './offline-writes'
import { medicationInputSchema } from './pet-details'
import { medicationFrequencies, medicationScheduleSchema } from './schedule'

/**
 * `POST …/medications`: the medication's fields (with the free-text frequency as the owner writes
 * it) and an optional structured schedule, which is what "next dose due" is computed from.
 */
export const medicationCreateSchema = medicationInputSchema.extend({ schedule: medicationScheduleSchema.nullable().optional() })
export type MedicationCreate = z.infer<typeof medicationCreateSchema>

/** `PATCH …/medications/{id}`: any field; the merged row is checked by `medicationCreateSchema`. */
export const medicationUpdateSchema = z.object(medicationCreateSchema.shape).partial().strict()
export type MedicationUpdate = z.infer<typeof medicationUpdateSchema>

/** Medications: overdue and due-today doses are what the dashboard lists. */
export const medicationDueStatuses = ['overdue', 'due_today', 'upcoming'] as const

export const medicationSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  name: z.string(),
  dosage: z.string().nullable(),
  frequency: z.string().nullable(),
  schedule: z.union([z.object({ frequency: z.enum(medicationFrequencies) }), z.object({ intervalHours: z.number().int() })]).nullable(),
  route: z.string().nullable(),
  category: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  notes: z.string().nullable(),
  source: z.string().nullable(),
  /** Current until its end date has passed in the owner's calendar; past after. */
  isCurrent: z.boolean(),
  lastDoseAt: z.string().nullable(),
  /** From the last "dose given" and the schedule (nextDoseDue); null without both, as needed, or when past. */
  nextDoseDue: z.string().nullable(),
  dueStatus: z.enum(medicationDueStatuses).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type MedicationView = z.infer<typeof medicationSchema>

export const medicationListSchema = z.object({ current: z.array(medicationSchema), past: z.array(medicationSchema) })

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

export const doseSchema = z.object({
  id: z.uuid(),
  medicationId: z.uuid(),
  givenAt: z.string(),
  givenBy: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
})
export type DoseView = z.infer<typeof doseSchema>

export const doseResultSchema = z.object({ dose: doseSchema, medication: medicationSchema })
export const doseListSchema = z.object({ from: z.string(), to: z.string(), doses: z.array(doseSchema) })
