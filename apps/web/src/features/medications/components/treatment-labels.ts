import { type TreatmentType, treatmentTypeLabels, treatmentTypes } from '@pawpulse/domain/parasite-products'
import { treatmentFrequencies, treatmentFrequencyLabels } from '@pawpulse/domain/schedule'
import type { TreatmentProduct } from '@pawpulse/domain/treatment-api'

export const typeOptions = treatmentTypes.map((value: TreatmentType) => ({ value, label: treatmentTypeLabels[value] }))
/** How often a treatment is given (docs/product/medications-and-treatments.md#frequencies). */
export const frequencyOptions = treatmentFrequencies.map((value) => ({ value, label: treatmentFrequencyLabels[value] }))

export function productLabel(product: TreatmentProduct): string {
  const maker = product.manufacturer ? ` (${product.manufacturer})` : ''
  return `${product.brand}${maker}${product.source === 'own' ? ', your own' : ''}${product.isCombo ? ', combination' : ''}`
}
