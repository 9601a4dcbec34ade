import { z } from 'zod'
import { optionalTextSchema, textSchema } from './text'
import { pastIsoDateSchema } from './dates'
import { treatmentTypes } from './parasite-products'
import { species } from './pets'
import { treatmentFrequencies } from './schedule'

// What clients send about parasite treatments and products, with the queries they ask; the
// answers are in treatment-api.ts. Apart, so that a page that only shows them does not build these
// schemas as it loads (decision 065).

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

/** `POST /api/treatments/brands`: the owner's own product (user_treatment_brands). */
export const userBrandInputSchema = z
  .object({
    name: name('brand name'),
    species: z.enum(species, { error: 'Choose dog or cat' }),
    type: z.enum(treatmentTypes, { error: 'Choose the type of treatment' }),
    manufacturer: optionalTextSchema('Manufacturer', 120),
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
    productName: optionalTextSchema('Product name', 120),
    treatmentType: z.enum(treatmentTypes, { error: 'Choose the type of treatment' }),
    variant: optionalTextSchema('Variant', 120),
    /** One of the app's treatment frequencies; for a listed product, defaults to its own interval. */
    frequency: z.enum(treatmentFrequencies, { error: 'Choose how often it is given' }).optional(),
    givenOn: pastIsoDateSchema,
    notes: optionalTextSchema('Notes', 1000),
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
