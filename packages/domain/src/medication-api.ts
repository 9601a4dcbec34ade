import { z } from 'zod'
import { medicationFrequencies } from './schedule'

// What the server answers; what clients send is in medication-input.ts (decision 065).

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
