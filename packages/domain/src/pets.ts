import { z } from 'zod'

export const species = ['dog', 'cat'] as const
export type Species = (typeof species)[number]

/** How the signed-in user may use a pet: their own, or shared with them by its owner. */
export const petAccessLevels = ['owner', 'editor', 'viewer'] as const
export type PetAccessLevel = (typeof petAccessLevels)[number]

/**
 * One current condition's page: its identifier (`/symptoms/{conditionId}`, condition-id.ts) and
 * label (the owner's words for a custom condition). Optional for answers of an older server; the
 * web then falls back to `currentConditions`.
 */
export const conditionPageSchema = z.object({ conditionId: z.string(), label: z.string() })
export type ConditionPage = z.infer<typeof conditionPageSchema>
const currentConditionPagesSchema = z.array(conditionPageSchema).optional()

/** The pet list of the shell (selector, sidebar): `GET /api/pets`. */
export const petSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  species: z.enum(species),
  access: z.enum(petAccessLevels),
  /** Condition keys that are current (not resolved), once each. */
  currentConditions: z.array(z.string()),
  /** The current conditions, each with its own symptom page and label (sidebar sub-links). */
  currentConditionPages: currentConditionPagesSchema,
  /** The profile photo's thumbnail (access-checked URL), so lists need no request per pet. */
  photoUrl: z.string().nullable(),
  createdAt: z.string(),
})
export type PetSummary = z.infer<typeof petSummarySchema>

export const petListSchema = z.object({ pets: z.array(petSummarySchema) })

export const petImageSchema = z.object({
  id: z.uuid(),
  /** Access-checked, unguessable URLs (the owner, household members, later share links). */
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
})
export type PetImage = z.infer<typeof petImageSchema>

/** One pet with everything the pet page shows: `GET /api/pets/{petId}` and every pet write. */
export const petDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  species: z.enum(species),
  access: z.enum(petAccessLevels),
  breed: z.string().nullable(),
  breedMix: z.array(z.object({ breed: z.string(), percentage: z.number().int().nullable(), isDominant: z.boolean() })),
  birthdate: z.string().nullable(),
  birthdateEstimated: z.boolean(),
  age: z.number().nullable(),
  weight: z.number().nullable(),
  weightUnit: z.enum(['kg', 'lb']).nullable(),
  sex: z.string().nullable(),
  color: z.string().nullable(),
  microchipped: z.boolean(),
  microchipId: z.string().nullable(),
  neutered: z.boolean().nullable(),
  acquisitionSource: z.string().nullable(),
  acquisitionSourceDetails: z.string().nullable(),
  nickNames: z.array(z.string()),
  active: z.boolean(),
  enabledVitals: z.array(z.string()),
  completed: z.boolean(),
  profileImageId: z.uuid().nullable(),
  images: z.array(petImageSchema),
  currentConditions: z.array(z.string()),
  currentConditionPages: currentConditionPagesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type PetDetail = z.infer<typeof petDetailSchema>
