import type { TreatmentType } from '@pawpulse/domain/parasite-products'
import type { TreatmentFrequency } from '@pawpulse/domain/schedule'
import { type PetTreatmentInput, petTreatmentInputSchema } from '@pawpulse/domain/treatment-input'
import { bodyResolver } from '#web/lib/body-resolver.ts'

/** The product field: a seeded product, one of the owner's own, or only a typed name. */
export type ProductChoice = `reference:${string}` | `own:${string}` | 'name' | ''

export interface TreatmentFormValues {
  treatmentType: TreatmentType | ''
  /** Narrows the product list to one manufacturer's; not sent. */
  manufacturer: string
  product: ProductChoice
  productName: string
  variant: string
  frequency: TreatmentFrequency | ''
  givenOn: string
  notes: string
}

export const emptyTreatment = (today: string): TreatmentFormValues => ({
  treatmentType: '',
  manufacturer: '',
  product: '',
  productName: '',
  variant: '',
  frequency: '',
  givenOn: today,
  notes: '',
})

const idOf = (choice: ProductChoice, source: 'reference' | 'own') =>
  choice.startsWith(`${source}:`) ? choice.slice(source.length + 1) : null

export function treatmentBody(values: TreatmentFormValues): Record<string, unknown> {
  return {
    brandId: idOf(values.product, 'reference'),
    userBrandId: idOf(values.product, 'own'),
    productName: values.product === 'name' ? values.productName.trim() || null : null,
    treatmentType: values.treatmentType || undefined,
    variant: values.variant || null,
    frequency: values.frequency || undefined,
    givenOn: values.givenOn,
    notes: values.notes.trim() || null,
  }
}

/** petTreatmentInputSchema checks the body; "choose a product" lands on the product list unless a name was being typed. */
export const treatmentResolver = bodyResolver<TreatmentFormValues, PetTreatmentInput>(
  petTreatmentInputSchema,
  treatmentBody,
  (path, values) =>
    path[0] === 'brandId' || path[0] === 'userBrandId' || (path[0] === 'productName' && values.product !== 'name')
      ? 'product'
      : String(path[0]),
)

export const treatmentFieldNames = ['treatmentType', 'product', 'productName', 'variant', 'frequency', 'givenOn', 'notes'] as const
