import { z } from 'zod'
import {
  energyLevels,
  houseTrainingFromBoolean,
  houseTrainingLevels,
  reactivityFromGoodWith,
  reactivityLevels,
  separationAnxietyLevels,
} from './behavior'
import { type BehaviorInput, dietInputSchema, funFactsInputSchema } from './pet-details'
import { textSchema } from './text'

/**
 * The pet page's Diet, Behaviour and Fun facts sections (docs/product/pets.md#diet-behaviour-and-fun-facts):
 * `GET` and `PUT /api/pets/{petId}/diet|behavior|fun-facts`. A PUT replaces the whole section (a
 * field left out is cleared); a section with nothing in it is no section (`null`).
 */

/** Lengths of the behaviour's text fields. */
export const BEHAVIOR_TEXT_LIMITS = { temperament: 200, anxietyTriggers: 500, handlingNotes: 1000, notes: 2000 } as const

const text = (label: string, max: number) =>
  textSchema().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional()
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message }).nullable().optional()
const yesNo = (label: string) =>
  z
    .boolean({ error: `${label} is yes, no or not known` })
    .nullable()
    .optional()
const reactivity = (whom: string) => choice(reactivityLevels, `Choose how the pet reacts to ${whom}`)

/** `PUT /api/pets/{petId}/diet`. */
export const dietUpdateSchema = dietInputSchema.strict()
export type DietUpdate = z.infer<typeof dietUpdateSchema>

/** `PUT /api/pets/{petId}/fun-facts`. */
export const funFactsUpdateSchema = funFactsInputSchema.strict()
export type FunFactsUpdate = z.infer<typeof funFactsUpdateSchema>

/** `PUT /api/pets/{petId}/behavior`: the full behaviour, every field optional. */
export const behaviorUpdateSchema = z
  .object({
    temperament: text('Temperament', BEHAVIOR_TEXT_LIMITS.temperament),
    energyLevel: choice(energyLevels, 'Energy level is low, medium or high'),
    anxietyTriggers: text('Anxiety triggers', BEHAVIOR_TEXT_LIMITS.anxietyTriggers),
    dogReactivity: reactivity('dogs'),
    catReactivity: reactivity('cats'),
    peopleReactivity: reactivity('unfamiliar people'),
    childReactivity: reactivity('children'),
    houseTraining: choice(houseTrainingLevels, 'Choose how house-trained the pet is'),
    crateTrained: yesNo('Crate-trained'),
    separationAnxiety: choice(separationAnxietyLevels, 'Separation anxiety is none, mild or severe'),
    muzzleNeeded: yesNo('Muzzle needed'),
    handlingNotes: text('Handling notes', BEHAVIOR_TEXT_LIMITS.handlingNotes),
    notes: text('Notes', BEHAVIOR_TEXT_LIMITS.notes),
  })
  .strict()
export type BehaviorUpdate = z.infer<typeof behaviorUpdateSchema>

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

/** The fields of each section, in form order. */
export const dietFields = Object.keys(dietUpdateSchema.shape) as (keyof DietUpdate)[]
export const funFactsFields = Object.keys(funFactsUpdateSchema.shape) as (keyof FunFactsUpdate)[]
export const behaviorFields = Object.keys(behaviorUpdateSchema.shape) as (keyof BehaviorUpdate)[]

/**
 * Onboarding's quick behaviour answers as the full behaviour: each "good with" yes/no onto its
 * reactivity scale, house-trained onto house-training, the handling notes and text as they are.
 */
export function behaviorFromOnboarding(input: BehaviorInput): BehaviorUpdate {
  return {
    temperament: input.temperament ?? null,
    energyLevel: input.energyLevel ?? null,
    anxietyTriggers: input.anxietyTriggers ?? null,
    dogReactivity: reactivityFromGoodWith(input.goodWithDogs),
    catReactivity: reactivityFromGoodWith(input.goodWithCats),
    childReactivity: reactivityFromGoodWith(input.goodWithChildren),
    houseTraining: houseTrainingFromBoolean(input.houseTrained),
    handlingNotes: input.handlingNotes ?? null,
    notes: input.notes ?? null,
  }
}
