import {
  behaviorResponseSchema,
  dietResponseSchema,
  funFactsResponseSchema,
  type PetBehavior,
  type PetDiet,
  type PetFunFacts,
} from '@pawpulse/domain/pet-life-api'
import type { BehaviorUpdate, DietUpdate, FunFactsUpdate } from '@pawpulse/domain/pet-life-input'
import type { ZodType } from 'zod'

/**
 * The pet page's Diet, Behaviour and Fun facts sections: one GET and one PUT each
 * (`/api/pets/{petId}/diet|behavior|fun-facts`), the same shape: `{ <key>: section | null }`.
 */
export interface LifeSection<TView, TBody> {
  /** The path under the pet, and the query key's last part. */
  path: 'diet' | 'behavior' | 'fun-facts'
  /** What the section is called in toasts: 'Diet saved'. */
  title: string
  schema: ZodType<Record<string, TView | null>>
  key: string
  /** The body's type, carried for `saveLifeSection`. */
  body?: TBody
}

export const dietSection: LifeSection<PetDiet, DietUpdate> = { path: 'diet', title: 'Diet', schema: dietResponseSchema, key: 'diet' }
export const behaviorSection: LifeSection<PetBehavior, BehaviorUpdate> = {
  path: 'behavior',
  title: 'Behaviour',
  schema: behaviorResponseSchema,
  key: 'behavior',
}
export const funFactsSection: LifeSection<PetFunFacts, FunFactsUpdate> = {
  path: 'fun-facts',
  title: 'Fun facts',
  schema: funFactsResponseSchema,
  key: 'funFacts',
}
