import { z } from 'zod'
import { optionalTextSchema } from './text'
import { isoDateSchema, pastIsoDateSchema } from './dates'
import { VACCINE_NAME_MAX } from './vaccination-api'
import { vaccineKeys } from './vaccines'

// What clients send about vaccinations; the answers are in vaccination-api.ts. Apart,
// so that a page that only shows them does not build these schemas as it loads (decision 065).

const vaccinationFields = z
  .object({
    /** A vaccine from the catalogue for the pet's species (vaccines.ts). */
    vaccineKey: z.enum(vaccineKeys, { error: 'Choose a vaccine from the list' }).nullable().optional(),
    /** Only a name, when the catalogue does not have the vaccine. */
    vaccineName: optionalTextSchema('The vaccine name', VACCINE_NAME_MAX),
    givenOn: pastIsoDateSchema,
    /** Omitted on create: the suggestion (suggestNextDue); null: no next dose. */
    nextDueOn: isoDateSchema.nullable().optional(),
    clinic: optionalTextSchema('The clinic', 120),
    batchNumber: optionalTextSchema('The batch or lot number', 60),
    notes: optionalTextSchema('Notes', 2000),
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
