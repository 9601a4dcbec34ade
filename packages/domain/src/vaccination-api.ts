import { z } from 'zod'
import { textSchema } from './text'
import { isoDateSchema, pastIsoDateSchema } from './dates'
import { vaccinationStatuses, vaccineKeys } from './vaccines'

const text = (label: string, max: number) =>
  textSchema().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional()

export const VACCINE_NAME_MAX = 120

const vaccinationFields = z
  .object({
    /** A vaccine from the catalogue for the pet's species (vaccines.ts). */
    vaccineKey: z.enum(vaccineKeys, { error: 'Choose a vaccine from the list' }).nullable().optional(),
    /** Only a name, when the catalogue does not have the vaccine. */
    vaccineName: text('The vaccine name', VACCINE_NAME_MAX),
    givenOn: pastIsoDateSchema,
    /** Omitted on create: the suggestion (suggestNextDue); null: no next dose. */
    nextDueOn: isoDateSchema.nullable().optional(),
    clinic: text('The clinic', 120),
    batchNumber: text('The batch or lot number', 60),
    notes: text('Notes', 2000),
  })
  .strict()

/** `POST /api/pets/{petId}/vaccinations`: a vaccine from the list or a typed name, never both. */
export const vaccinationInputSchema = vaccinationFields.superRefine((v, ctx) => {
  const sources = [v.vaccineKey, v.vaccineName?.trim() || null].filter(Boolean).length
  if (sources === 0) ctx.addIssue({ code: 'custom', path: ['vaccineName'], message: 'Choose a vaccine or type its name' })
  if (sources > 1)
    ctx.addIssue({ code: 'custom', path: ['vaccineName'], message: 'Choose a vaccine from the list or type a name, not both' })
  if (v.nextDueOn && v.nextDueOn <= v.givenOn)
    ctx.addIssue({ code: 'custom', path: ['nextDueOn'], message: 'The next due date must be after the date given' })
})
export type VaccinationInput = z.infer<typeof vaccinationInputSchema>

/** `PATCH …/vaccinations/{id}`: any field; the merged row is checked by `vaccinationInputSchema`. */
export const vaccinationUpdateSchema = vaccinationFields.partial().strict()
export type VaccinationUpdate = z.infer<typeof vaccinationUpdateSchema>

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
