import { z } from 'zod'
import { vaccinationStatuses, vaccineKeys } from './vaccines'

// What the server answers about vaccinations; what clients send is in vaccination-input.ts (decision 065).

export const VACCINE_NAME_MAX = 120

export const vaccinationSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  vaccineKey: z.enum(vaccineKeys).nullable(),
  /** The catalogue's name for a listed vaccine, else the typed name. */
  vaccineName: z.string(),
  /** Core or non-core for a listed vaccine; null for a typed one. */
  core: z.boolean().nullable(),
  givenOn: z.string(),
  nextDueOn: z.string().nullable(),
  clinic: z.string().nullable(),
  batchNumber: z.string().nullable(),
  notes: z.string().nullable(),
  /** False when the same vaccine was given again later: that later dose says what is due. */
  isLatest: z.boolean(),
  /** For the latest dose only (vaccinationStatus in the owner's calendar); null once superseded. */
  status: z.enum(vaccinationStatuses).nullable(),
  daysUntilDue: z.number().int().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type VaccinationView = z.infer<typeof vaccinationSchema>

export const vaccinationListSchema = z.object({ vaccinations: z.array(vaccinationSchema) })

/** What the dashboard shows: the latest doses overdue or due within 30 days, soonest first. */
export const vaccinationDueSchema = z.object({
  id: z.uuid(),
  vaccineName: z.string(),
  nextDueOn: z.string(),
  status: z.enum(['overdue', 'due_soon']),
})
export type VaccinationDue = z.infer<typeof vaccinationDueSchema>
