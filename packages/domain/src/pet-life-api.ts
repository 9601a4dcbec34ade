import { z } from 'zod'
import { energyLevels, houseTrainingLevels, reactivityLevels, separationAnxietyLevels } from './behavior'

/**
 * The pet page's Diet, Behaviour and Fun facts sections (docs/product/pets.md#diet-behaviour-and-fun-facts):
 * `GET` and `PUT /api/pets/{petId}/diet|behavior|fun-facts`. A PUT replaces the whole section (a
 * field left out is cleared); a section with nothing in it is no section (`null`). What clients
 * send is in pet-life-input.ts (decision 065).
 */

/** Lengths of the behaviour's text fields. */
export const BEHAVIOR_TEXT_LIMITS = { temperament: 200, anxietyTriggers: 500, handlingNotes: 1000, notes: 2000 } as const

const stored = z.string().nullable()
const updatedAt = z.string()

export const petDietSchema = z.object({
  foodType: stored,
  brand: stored,
  feedingSchedule: stored,
  portionSize: stored,
  treats: stored,
  dietaryRestrictions: stored,
  notes: stored,
  updatedAt,
})
export type PetDiet = z.infer<typeof petDietSchema>

export const petFunFactsSchema = z.object({
  nicknames: stored,
  favoriteToys: stored,
  favoriteActivities: stored,
  quirkyBehaviors: stored,
  adoptionStory: stored,
  updatedAt,
})
export type PetFunFacts = z.infer<typeof petFunFactsSchema>

export const petBehaviorSchema = z.object({
  temperament: stored,
  energyLevel: z.enum(energyLevels).nullable(),
  anxietyTriggers: stored,
  dogReactivity: z.enum(reactivityLevels).nullable(),
  catReactivity: z.enum(reactivityLevels).nullable(),
  peopleReactivity: z.enum(reactivityLevels).nullable(),
  childReactivity: z.enum(reactivityLevels).nullable(),
  houseTraining: z.enum(houseTrainingLevels).nullable(),
  crateTrained: z.boolean().nullable(),
  separationAnxiety: z.enum(separationAnxietyLevels).nullable(),
  muzzleNeeded: z.boolean().nullable(),
  handlingNotes: stored,
  notes: stored,
  updatedAt,
})
export type PetBehavior = z.infer<typeof petBehaviorSchema>

/** The answers of GET and PUT: the section, or null when nothing is recorded. */
export const dietResponseSchema = z.object({ diet: petDietSchema.nullable() })
export const behaviorResponseSchema = z.object({ behavior: petBehaviorSchema.nullable() })
export const funFactsResponseSchema = z.object({ funFacts: petFunFactsSchema.nullable() })

/**
 * The section a PUT stores: every field of `fields` (one left out is cleared), blank text as null.
 * A section whose every field is null is empty: saving it removes the section rather than keeping
 * a row of nothing. `false` is an answer ("not crate-trained"), not a blank.
 */
export function normalizeSection<T extends object>(
  input: T,
  fields: readonly (keyof T & string)[],
): { values: { [K in keyof T]-?: Exclude<T[K], undefined> | null }; isEmpty: boolean } {
  const values = Object.fromEntries(
    fields.map((key) => {
      const value = input[key] as unknown
      return [key, value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value]
    }),
  ) as { [K in keyof T]-?: Exclude<T[K], undefined> | null }
  return { values, isEmpty: Object.values(values).every((value) => value === null) }
}
