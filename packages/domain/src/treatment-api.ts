import { z } from 'zod'
import { textSchema } from './text'
import { pastIsoDateSchema } from './dates'
import { parasites, treatmentTypes } from './parasite-products'
import { species } from './pets'
import { treatmentFrequencies } from './schedule'

const text = (label: string, max: number) =>
  textSchema().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional()
const name = (label: string) =>
  textSchema({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(120, `The ${label} must be at most 120 characters`)

/** Brand lookups by species, type and manufacturer, any combination. */
export const treatmentProductQuerySchema = z.object({
  species: z.enum(species, { error: 'Species is dog or cat' }).optional(),
  type: z.enum(treatmentTypes, { error: 'Unknown treatment type' }).optional(),
  manufacturer: textSchema().trim().min(1).max(120).optional(),
})

/** Manufacturer lookup by brand name; without a brand, every manufacturer. */
export const manufacturerQuerySchema = z.object({ brand: textSchema().trim().min(1).max(120).optional() })

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

/** `POST /api/treatments/brands`: the owner's own product (user_treatment_brands). */
export const userBrandInputSchema = z
  .object({
    name: name('brand name'),
    species: z.enum(species, { error: 'Choose dog or cat' }),
    type: z.enum(treatmentTypes, { error: 'Choose the type of treatment' }),
    manufacturer: text('Manufacturer', 120),
  })
  .strict()
export type UserBrandInput = z.infer<typeof userBrandInputSchema>

/** `POST /api/treatments/manufacturers`: the owner's own manufacturer. */
export const userManufacturerInputSchema = z.object({ name: name('manufacturer') }).strict()

const treatmentFields = z
  .object({
    /** A seeded product (`GET /api/treatments/products`, source 'reference'). */
    brandId: z.uuid({ error: 'Choose a product from the list' }).nullable().optional(),
    /** One of the owner's own brands (source 'own'). */
    userBrandId: z.uuid({ error: 'Choose a product from the list' }).nullable().optional(),
    /** Only a name, when neither list has the product. */
    productName: text('Product name', 120),
    treatmentType: z.enum(treatmentTypes, { error: 'Choose the type of treatment' }),
    variant: text('Variant', 120),
    /** One of the app's treatment frequencies; for a listed product, defaults to its own interval. */
    frequency: z.enum(treatmentFrequencies, { error: 'Choose how often it is given' }).optional(),
    givenOn: pastIsoDateSchema,
    notes: text('Notes', 1000),
  })
  .strict()

/** `POST /api/pets/{petId}/treatments`: exactly one of a listed product, an own brand or a name. */
export const petTreatmentInputSchema = treatmentFields.superRefine((t, ctx) => {
  const sources = [t.brandId, t.userBrandId, t.productName?.trim() || null].filter(Boolean).length
  if (sources === 0) ctx.addIssue({ code: 'custom', path: ['productName'], message: 'Choose a product or type its name' })
  if (sources > 1)
    ctx.addIssue({ code: 'custom', path: ['productName'], message: 'Choose one product: from the list, your own, or by name' })
  // Only a listed product brings its own interval (treatment_details.default_frequency).
  if (!t.brandId && !t.frequency) ctx.addIssue({ code: 'custom', path: ['frequency'], message: 'Choose how often it is given' })
})
export type PetTreatmentInput = z.infer<typeof petTreatmentInputSchema>

/** `PATCH …/treatments/{id}`: any field; the merged row is checked by `petTreatmentInputSchema`. */
export const petTreatmentUpdateSchema = treatmentFields.partial().strict()
export type PetTreatmentUpdate = z.infer<typeof petTreatmentUpdateSchema>

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
