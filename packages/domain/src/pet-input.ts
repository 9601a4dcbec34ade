import { z } from 'zod'
import { optionalTextSchema, textSchema } from './text'
import { breedMixSchema } from './breeds'
import { pastIsoDateSchema } from './dates'
import { microchipIdSchema } from './microchip'
import { species } from './pets'
import { trackers } from './trackers'
import { weightRangeMessage, weightUnits } from './units'

export const sexes = ['male', 'female', 'unknown'] as const
export const acquisitionSources = ['breeder', 'shelter', 'rescue', 'pet_store', 'friend_or_family', 'stray', 'other'] as const

/** A numeric age in years (used only without a birthdate); the `pets_age_check` constraint reads it too. */
export const PET_AGE_YEARS = { min: 0, max: 40 } as const

/** Every field of a pet an owner can set (docs/product/pets.md#pet-fields). One object; create and update refine it. */
export const petFields = z.object({
  name: textSchema({ error: 'Pet name is required' })
    .trim()
    .min(1, 'Pet name is required')
    .max(60, 'Pet name must be at most 60 characters'),
  species: z.enum(species, { error: 'Choose dog or cat' }),
  breed: optionalTextSchema('Breed', 80),
  breedMix: breedMixSchema.optional(),
  birthdate: pastIsoDateSchema.nullable().optional(),
  birthdateEstimated: z.boolean().optional(),
  age: z
    .number({ error: 'Age must be a number' })
    .min(PET_AGE_YEARS.min, 'Age cannot be negative')
    .max(PET_AGE_YEARS.max, `Age must be at most ${PET_AGE_YEARS.max} years`)
    .nullable()
    .optional(),
  weight: z.number({ error: 'Weight must be a number' }).positive('Weight must be more than 0').nullable().optional(),
  weightUnit: z.enum(weightUnits, { error: 'Choose kg or lb' }).nullable().optional(),
  sex: z.enum(sexes, { error: 'Choose male, female or unknown' }).nullable().optional(),
  color: optionalTextSchema('Colour', 60),
  microchipped: z.boolean().optional(),
  microchipId: microchipIdSchema.nullable().optional(),
  neutered: z.boolean().nullable().optional(),
  acquisitionSource: z.enum(acquisitionSources, { error: 'Choose where the pet came from' }).nullable().optional(),
  acquisitionSourceDetails: optionalTextSchema('Details', 500),
  nickNames: z
    .array(textSchema().trim().min(1).max(40, 'A nickname must be at most 40 characters'))
    .max(10, 'List at most 10 nicknames')
    .optional(),
  active: z.boolean().optional(),
  enabledVitals: z.array(z.enum(trackers)).optional(),
})

type PetFieldsShape = Partial<z.infer<typeof petFields>>

/** Rules that tie fields together, for create and update alike. */
export function crossFieldRules(pet: PetFieldsShape, ctx: z.RefinementCtx) {
  if (pet.weight != null && !pet.weightUnit) {
    ctx.addIssue({ code: 'custom', path: ['weightUnit'], message: 'Choose kg or lb' })
  }
  // The same range as a weight log: the pet's weight follows its newest log.
  const weightMessage = pet.weight != null && pet.weight > 0 && pet.weightUnit ? weightRangeMessage(pet.weight, pet.weightUnit) : null
  if (weightMessage) ctx.addIssue({ code: 'custom', path: ['weight'], message: weightMessage })
  if (pet.microchipId && pet.microchipped === false) {
    ctx.addIssue({ code: 'custom', path: ['microchipped'], message: 'A pet with a chip number is microchipped' })
  }
  if (pet.acquisitionSource === 'other' && !pet.acquisitionSourceDetails?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['acquisitionSourceDetails'], message: 'Tell us where the pet came from' })
  }
}

export const petCreateSchema = petFields.superRefine(crossFieldRules)
export type PetCreate = z.infer<typeof petCreateSchema>

/** PATCH: only what is sent changes; null clears a field. */
export const petUpdateSchema = petFields.partial().strict().superRefine(crossFieldRules)
export type PetUpdate = z.infer<typeof petUpdateSchema>
