import { z } from 'zod'
import { optionalTextSchema, textSchema } from './text'
import { isoDateSchema } from './dates'
import { energyLevels } from './behavior'

const text = (label: string, max = 500) => optionalTextSchema(label, max)

/** A medication (as entered in onboarding or on the medications page). */
export const medicationInputSchema = z
  .object({
    name: textSchema({ error: 'Medication name is required' })
      .trim()
      .min(1, 'Medication name is required')
      .max(120, 'Medication name must be at most 120 characters'),
    dosage: text('Dosage', 120),
    frequency: text('Frequency', 120),
    route: text('Route', 60),
    category: text('Category', 60),
    startDate: isoDateSchema.nullable().optional(),
    endDate: isoDateSchema.nullable().optional(),
    notes: text('Notes', 2000),
  })
  .superRefine((m, ctx) => {
    if (m.startDate && m.endDate && m.endDate < m.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date cannot be before the start date' })
    }
  })
export type MedicationInput = z.infer<typeof medicationInputSchema>

/** The pet's diet (pet_diet). */
export const dietInputSchema = z.object({
  foodType: text('Food type', 120),
  brand: text('Brand', 120),
  feedingSchedule: text('Feeding schedule'),
  portionSize: text('Portion size', 120),
  treats: text('Treats'),
  dietaryRestrictions: text('Dietary restrictions'),
  notes: text('Notes', 2000),
})
export type DietInput = z.infer<typeof dietInputSchema>

/** The pet's fun facts (pet_fun_facts). */
export const funFactsInputSchema = z.object({
  nicknames: text('Nicknames'),
  favoriteToys: text('Favourite toys'),
  favoriteActivities: text('Favourite activities'),
  quirkyBehaviors: text('Quirky behaviours', 2000),
  adoptionStory: text('Adoption story', 4000),
})
export type FunFactsInput = z.infer<typeof funFactsInputSchema>

/**
 * Onboarding's quick behaviour questions (yes/no answers); the pet page edits the full behaviour
 * (`petBehaviorInputSchema` in pet-life-api.ts), and the onboarding service maps these onto it.
 */
export const behaviorInputSchema = z.object({
  temperament: text('Temperament', 200),
  energyLevel: z.enum(energyLevels).nullable().optional(),
  goodWithDogs: z.boolean().nullable().optional(),
  goodWithCats: z.boolean().nullable().optional(),
  goodWithChildren: z.boolean().nullable().optional(),
  anxietyTriggers: text('Anxiety triggers'),
  handlingNotes: text('Handling notes'),
  houseTrained: z.boolean().nullable().optional(),
  notes: text('Notes', 2000),
})
export type BehaviorInput = z.infer<typeof behaviorInputSchema>
