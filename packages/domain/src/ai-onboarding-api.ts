// The AI wizard's save (step 5; docs/product/onboarding.md#the-ai-wizard): the values the owner
// reviewed, for one or more pets, saved in ONE transaction by `POST /api/onboarding/ai/complete`.
// Every part reuses the schema of the feature it is saved into, so the wizard's review form and
// the pet's own pages accept the same values with the same messages.
import { z } from 'zod'
import { careTeamContactFields } from './care-team-input'
import { conditionInputSchema } from './conditions'
import { householdMemberInputSchema } from './household'
import { medicationCreateSchema } from './medication-input'
import { BEHAVIOR_TEXT_LIMITS } from './pet-life-api'
import { crossFieldRules, petFields } from './pet-input'
import { profileUpdateSchema } from './profile-input'
import { textSchema } from './text'
import { vaccinationInputSchema } from './vaccination-input'
import { weightLogCreateSchema } from './weight-input'
import { weightRangeMessage } from './units'

/** The pet's own fields the wizard reviews (its weight is the newest of `weights`). */
const aiPetFieldsSchema = petFields
  .pick({
    name: true,
    species: true,
    breed: true,
    breedMix: true,
    sex: true,
    neutered: true,
    birthdate: true,
    birthdateEstimated: true,
    age: true,
    color: true,
    microchipped: true,
    microchipId: true,
  })
  .superRefine(crossFieldRules)

/** A weight read from a record (or typed): the weight log's own fields, named as the reader names them. */
export const aiWeightSchema = z
  .object({
    value: weightLogCreateSchema.shape.weight,
    unit: weightLogCreateSchema.shape.weightUnit,
    /** A day ('2024-03-12') or an instant; not in the future. */
    date: weightLogCreateSchema.shape.measuredAt,
  })
  .superRefine((w, ctx) => {
    const message = w.value > 0 ? weightRangeMessage(w.value, w.unit) : null
    if (message) ctx.addIssue({ code: 'custom', path: ['value'], message })
  })
export type AiWeight = z.infer<typeof aiWeightSchema>

/** How the allergies are kept: one line on the behaviour's handling notes (what a vet asks before handling). */
export function allergiesNote(allergies: readonly string[]): string | null {
  const names = allergies.map((a) => a.trim()).filter(Boolean)
  return names.length > 0 ? `Allergies: ${names.join(', ')}.` : null
}

export const AI_ONBOARDING_LIMITS = {
  pets: 10,
  weights: 200,
  vaccinations: 200,
  medications: 30,
  conditions: 20,
  allergies: 50,
  vetRecords: 20,
  coParents: 10,
} as const

const L = AI_ONBOARDING_LIMITS

/** One pet and its reviewed records. */
export const aiOnboardingPetSchema = z.object({
  pet: aiPetFieldsSchema,
  weights: z.array(aiWeightSchema).max(L.weights, `List at most ${L.weights} weights`).default([]),
  /** Saved as vaccination records; each with its own next-due reminder, as on the pet's page. */
  vaccinations: z.array(vaccinationInputSchema).max(L.vaccinations, `List at most ${L.vaccinations} vaccinations`).default([]),
  /** `frequency` is the text as printed, `schedule` the structured one the next dose is computed from. */
  medications: z.array(medicationCreateSchema).max(L.medications, `List at most ${L.medications} medications`).default([]),
  conditions: z.array(conditionInputSchema).max(L.conditions, `List at most ${L.conditions} conditions`).default([]),
  /** Kept as one line, "Allergies: …", on the behaviour's handling notes (allergiesNote). */
  allergies: z
    .array(textSchema().trim().min(1).max(200, 'An allergy must be at most 200 characters'))
    .max(L.allergies, `List at most ${L.allergies} allergies`)
    .default([])
    .refine(
      (list) => (allergiesNote(list)?.length ?? 0) <= BEHAVIOR_TEXT_LIMITS.handlingNotes,
      `The allergies must fit in ${BEHAVIOR_TEXT_LIMITS.handlingNotes} characters`,
    ),
  /** The uploaded records (`POST /api/vet-records`) to keep as this pet's documents; the user's own only. */
  vetRecordIds: z
    .array(z.uuid({ error: 'Unknown vet record' }))
    .max(L.vetRecords, `Attach at most ${L.vetRecords} records`)
    .default([]),
})
export type AiOnboardingPet = z.input<typeof aiOnboardingPetSchema>

/** A co-parent invited by e-mail (household invitations); without a name the e-mail is shown as the name. */
export const aiCoParentSchema = z.object({
  email: householdMemberInputSchema.shape.email,
  name: textSchema().trim().max(120, 'Name must be at most 120 characters').nullable().optional(),
  relationship: householdMemberInputSchema.shape.relationship,
})
export type AiCoParent = z.infer<typeof aiCoParentSchema>

/**
 * `POST /api/onboarding/ai/complete`: everything the owner reviewed, saved in ONE transaction —
 * the pets with their weights (the newest is the pet's weight), vaccinations (and their
 * reminders), medications (and their reminders), conditions, allergies and attached records; once
 * for all pets, the clinic and vet as each pet's primary veterinarian and the co-parents, who
 * share every new pet as editors (invitations are sent after the save).
 */
export const aiOnboardingCompletionSchema = z.object({
  /** The owner's profile fields from the wizard (full and preferred name); optional. */
  userProfile: profileUpdateSchema.optional(),
  pets: z.array(aiOnboardingPetSchema).min(1, 'Add at least one pet').max(L.pets, `Add at most ${L.pets} pets at once`),
  /** The clinic and vet, saved as every new pet's primary veterinarian when some field has a value. */
  primaryVet: careTeamContactFields.optional(),
  coParents: z.array(aiCoParentSchema).max(L.coParents, `Invite at most ${L.coParents} people at once`).default([]),
})
export type AiOnboardingCompletion = z.input<typeof aiOnboardingCompletionSchema>
export type AiOnboardingCompletionParsed = z.output<typeof aiOnboardingCompletionSchema>

/** The new pets, in the order sent. */
export const aiOnboardingResultSchema = z.object({ petIds: z.array(z.uuid()) })
export type AiOnboardingResult = z.infer<typeof aiOnboardingResultSchema>
