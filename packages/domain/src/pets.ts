import { z } from 'zod'

export const species = ['dog', 'cat'] as const
export type Species = (typeof species)[number]

/** How the signed-in user may use a pet: their own, or shared with them by its owner. */
export const petAccessLevels = ['owner', 'editor', 'viewer'] as const
export type PetAccessLevel = (typeof petAccessLevels)[number]

/** The pet list of the shell (selector, sidebar): `GET /api/pets`. */
export const petSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  species: z.enum(species),
  access: z.enum(petAccessLevels),
  /** Condition keys that are current (spec §4: not resolved), for the sidebar sub-links. */
  currentConditions: z.array(z.string()),
  createdAt: z.string(),
})
export type PetSummary = z.infer<typeof petSummarySchema>

export const petListSchema = z.object({ pets: z.array(petSummarySchema) })
