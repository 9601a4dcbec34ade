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
import { BEHAVIOR_TEXT_LIMITS } from './pet-life-api'
import { optionalTextSchema } from './text'

// What clients send for the Diet, Behaviour and Fun facts sections; the answers are in
// pet-life-api.ts. Apart, so that a page that only shows them does not build these schemas as it
// loads (decision 065).

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
    temperament: optionalTextSchema('Temperament', BEHAVIOR_TEXT_LIMITS.temperament),
    energyLevel: choice(energyLevels, 'Energy level is low, medium or high'),
    anxietyTriggers: optionalTextSchema('Anxiety triggers', BEHAVIOR_TEXT_LIMITS.anxietyTriggers),
    dogReactivity: reactivity('dogs'),
    catReactivity: reactivity('cats'),
    peopleReactivity: reactivity('unfamiliar people'),
    childReactivity: reactivity('children'),
    houseTraining: choice(houseTrainingLevels, 'Choose how house-trained the pet is'),
    crateTrained: yesNo('Crate-trained'),
    separationAnxiety: choice(separationAnxietyLevels, 'Separation anxiety is none, mild or severe'),
    muzzleNeeded: yesNo('Muzzle needed'),
    handlingNotes: optionalTextSchema('Handling notes', BEHAVIOR_TEXT_LIMITS.handlingNotes),
    notes: optionalTextSchema('Notes', BEHAVIOR_TEXT_LIMITS.notes),
  })
  .strict()
export type BehaviorUpdate = z.infer<typeof behaviorUpdateSchema>

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
