import { z } from 'zod'
import { parasites, treatmentTypes } from './parasite-products'
import { species } from './pets'
import { treatmentFrequencies } from './schedule'

// What the server answers about parasite treatments and products; what clients send is in
// treatment-input.ts (decision 065).

/** A product to pick: seeded reference data (docs/product/medications-and-treatments.md#reference-data) or a brand the owner added. */
export const treatmentProductSchema = z.object({
  id: z.uuid(),
  source: z.enum(['reference', 'own']),
  brand: z.string(),
  manufacturer: z.string().nullable(),
  species: z.array(z.enum(species)),
  types: z.array(z.enum(treatmentTypes)),
  isCombo: z.boolean(),
  defaultFrequency: z.enum(treatmentFrequencies).nullable(),
  frequencyNote: z.string().nullable(),
  activeIngredients: z.array(z.string()),
  covers: z.array(z.enum(parasites)),
  variants: z.array(z.string()),
  /** The safety notes for the species asked for (docs/product/medications-and-treatments.md#safety-notes); empty without one. */
  safetyNotes: z.array(z.string()),
})
export type TreatmentProduct = z.infer<typeof treatmentProductSchema>

export const treatmentProductListSchema = z.object({ products: z.array(treatmentProductSchema) })
export const manufacturerListSchema = z.object({
  manufacturers: z.array(z.object({ name: z.string(), source: z.enum(['reference', 'own']) })),
})

export const petTreatmentSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  brandId: z.uuid().nullable(),
  userBrandId: z.uuid().nullable(),
  productName: z.string(),
  manufacturer: z.string().nullable(),
  treatmentType: z.enum(treatmentTypes),
  variant: z.string().nullable(),
  frequency: z.enum(treatmentFrequencies),
  givenOn: z.string(),
  notes: z.string().nullable(),
  /** nextDueDate(givenOn, frequency). */
  nextDue: z.string(),
  /** False when the same product and type was given again later: that later dose sets the date. */
  isLatest: z.boolean(),
  /** For the latest dose only (dueStatus in the owner's calendar); null once superseded. */
  dueStatus: z.enum(['overdue', 'due_today', 'upcoming']).nullable(),
  daysUntilDue: z.number().int().nullable(),
  /** The safety notes for this pet's species (permethrin and cats; heartworm test for dogs). */
  safetyNotes: z.array(z.string()),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type PetTreatmentView = z.infer<typeof petTreatmentSchema>

export const petTreatmentListSchema = z.object({ treatments: z.array(petTreatmentSchema) })
