import { catToxicNote, findCatToxicProduct } from './cat-toxic-products'
import type { Species } from './pets'
import type { TreatmentFrequency } from './schedule'

// Reference data to seed: the table of docs/product/veterinary.md#parasite-prevention-products,
// row by row. Active ingredients are listed only where the table gives them; a label's interval
// is mapped to the nearest of the app's treatment frequencies.

export const treatmentTypes = ['flea_tick', 'heartworm', 'dewormer', 'ear_mites', 'combo'] as const
export type TreatmentType = (typeof treatmentTypes)[number]

export const treatmentTypeLabels: Record<TreatmentType, string> = {
  flea_tick: 'Flea and tick',
  heartworm: 'Heartworm',
  dewormer: 'Dewormer',
  ear_mites: 'Ear mites',
  combo: 'Combination',
}

export const parasites = ['fleas', 'ticks', 'heartworm', 'worms', 'ear_mites'] as const
export type Parasite = (typeof parasites)[number]

export interface ParasiteProduct {
  id: string
  brand: string
  /** Only where the reference table names them; empty otherwise. */
  activeIngredients: readonly string[]
  manufacturer: string
  species: readonly Species[]
  defaultFrequency: TreatmentFrequency
  /** Where the label's interval is not one of the app's frequencies, what the label says. */
  frequencyNote?: string
  covers: readonly Parasite[]
  /** A combination product: fleas, ticks, heartworm and worms in one product. */
  isCombo: boolean
  /** A same-name product that contains permethrin, to warn cat owners (see `safetyNotes`). */
  permethrinVariant?: string
}

const BI = 'Boehringer Ingelheim'
const FLEAS_TICKS = ['fleas', 'ticks'] as const
const COMBO = ['fleas', 'ticks', 'heartworm', 'worms'] as const

// Rows with two names ("NexGard Spectra / Plus", "Credelio PLUS / Quattro", "ProHeart 6 / 12") are
// regional names or two intervals: each is its own entry so the owner can find the name on the box.
// One line per product unless it carries a note.
export const parasiteProducts: readonly ParasiteProduct[] = [
  {
    id: 'nexgard',
    brand: 'NexGard',
    activeIngredients: ['afoxolaner'],
    manufacturer: BI,
    species: ['dog'],
    defaultFrequency: 'monthly',
    covers: FLEAS_TICKS,
    isCombo: false,
  },
  {
    id: 'nexgard-spectra',
    brand: 'NexGard Spectra',
    activeIngredients: [],
    manufacturer: BI,
    species: ['dog'],
    defaultFrequency: 'monthly',
    covers: COMBO,
    isCombo: true,
  },
  {
    id: 'nexgard-plus',
    brand: 'NexGard PLUS',
    activeIngredients: [],
    manufacturer: BI,
    species: ['dog'],
    defaultFrequency: 'monthly',
    covers: COMBO,
    isCombo: true,
  },
  {
    id: 'bravecto-chew',
    brand: 'Bravecto chew',
    activeIngredients: ['fluralaner'],
    manufacturer: 'MSD / Merck',
    species: ['dog'],
    defaultFrequency: 'every_3_months',
    frequencyNote: 'Label: every 12 weeks',
    covers: FLEAS_TICKS,
    isCombo: false,
  },
  {
    id: 'bravecto-spot-on-cat',
    brand: 'Bravecto spot-on for cats',
    activeIngredients: [],
    manufacturer: 'MSD / Merck',
    species: ['cat'],
    defaultFrequency: 'every_3_months',
    covers: FLEAS_TICKS,
    isCombo: false,
  },
  {
    id: 'simparica',
    brand: 'Simparica',
    activeIngredients: ['sarolaner'],
    manufacturer: 'Zoetis',
    species: ['dog'],
    defaultFrequency: 'monthly',
    covers: FLEAS_TICKS,
    isCombo: false,
  },
  {
    id: 'simparica-trio',
    brand: 'Simparica Trio',
    activeIngredients: [],
    manufacturer: 'Zoetis',
    species: ['dog'],
    defaultFrequency: 'monthly',
    covers: COMBO,
    isCombo: true,
  },
  {
    id: 'credelio',
    brand: 'Credelio',
    activeIngredients: ['lotilaner'],
    manufacturer: 'Elanco',
    species: ['dog', 'cat'],
    defaultFrequency: 'monthly',
    covers: FLEAS_TICKS,
    isCombo: false,
  },
  {
    id: 'credelio-plus',
    brand: 'Credelio PLUS',
    activeIngredients: [],
    manufacturer: 'Elanco',
    species: ['dog'],
    defaultFrequency: 'monthly',
    covers: COMBO,
    isCombo: true,
  },
  {
    id: 'credelio-quattro',
    brand: 'Credelio Quattro',
    activeIngredients: [],
    manufacturer: 'Elanco',
    species: ['dog'],
    defaultFrequency: 'monthly',
    covers: COMBO,
    isCombo: true,
  },
  {
    id: 'heartgard-plus',
    brand: 'Heartgard Plus',
    activeIngredients: ['ivermectin', 'pyrantel'],
    manufacturer: BI,
    species: ['dog'],
    defaultFrequency: 'monthly',
    covers: ['heartworm', 'worms'],
    isCombo: false,
  },
  {
    id: 'revolution',
    brand: 'Revolution',
    activeIngredients: ['selamectin'],
    manufacturer: 'Zoetis',
    species: ['dog', 'cat'],
    defaultFrequency: 'monthly',
    covers: ['fleas', 'heartworm', 'ear_mites'],
    isCombo: false,
  },
  {
    id: 'frontline-plus',
    brand: 'Frontline Plus',
    activeIngredients: [],
    manufacturer: BI,
    species: ['dog', 'cat'],
    defaultFrequency: 'monthly',
    covers: FLEAS_TICKS,
    isCombo: false,
    // Frontline Tri-Act (fipronil + permethrin) is a dogs-only product of the same maker and name.
    permethrinVariant: 'Frontline Tri-Act',
  },
  {
    id: 'seresto',
    brand: 'Seresto collar',
    activeIngredients: [],
    manufacturer: 'Elanco',
    species: ['dog', 'cat'],
    defaultFrequency: 'every_6_months',
    frequencyNote: "Label: up to 8 months; reminded every 6 months, the nearest of the app's treatment intervals",
    covers: FLEAS_TICKS,
    isCombo: false,
  },
  {
    id: 'proheart-6',
    brand: 'ProHeart 6',
    activeIngredients: ['moxidectin'],
    manufacturer: 'Zoetis',
    species: ['dog'],
    defaultFrequency: 'every_6_months',
    covers: ['heartworm'],
    isCombo: false,
  },
  {
    id: 'proheart-12',
    brand: 'ProHeart 12',
    activeIngredients: ['moxidectin'],
    manufacturer: 'Zoetis',
    species: ['dog'],
    defaultFrequency: 'annual',
    covers: ['heartworm'],
    isCombo: false,
  },
]

/** Distinct manufacturers, sorted. */
export const parasiteManufacturers: readonly string[] = [...new Set(parasiteProducts.map((p) => p.manufacturer))].sort()

/**
 * The types a product is listed under, from what it covers: a combo only under 'combo'; otherwise
 * every type it protects against (Revolution is a flea, heartworm and ear-mite product).
 */
export function treatmentTypesOf(product: Pick<ParasiteProduct, 'covers' | 'isCombo'>): TreatmentType[] {
  if (product.isCombo) return ['combo']
  const types: TreatmentType[] = []
  if (product.covers.includes('fleas') || product.covers.includes('ticks')) types.push('flea_tick')
  if (product.covers.includes('heartworm')) types.push('heartworm')
  if (product.covers.includes('worms')) types.push('dewormer')
  if (product.covers.includes('ear_mites')) types.push('ear_mites')
  return types
}

/** Brand lookups by species, type and manufacturer (any combination; case-insensitive maker). */
export function findParasiteProducts(filter: { species?: Species; type?: TreatmentType; manufacturer?: string } = {}): ParasiteProduct[] {
  const maker = filter.manufacturer?.trim().toLowerCase()
  return parasiteProducts.filter(
    (p) =>
      (!filter.species || p.species.includes(filter.species)) &&
      (!filter.type || treatmentTypesOf(p).includes(filter.type)) &&
      (!maker || p.manufacturer.toLowerCase() === maker),
  )
}

/** Manufacturer lookup by brand name (case-insensitive, exact brand). */
export function findParasiteProductByBrand(brand: string): ParasiteProduct | null {
  const wanted = brand.trim().toLowerCase()
  return parasiteProducts.find((p) => p.brand.toLowerCase() === wanted) ?? null
}

/** The note for a product that names permethrin but no listed brand (cat-toxic-products.ts). */
export const PERMETHRIN_CAT_NOTE = catToxicNote({ product: null, ingredient: 'permethrin' })
export const DOG_PRODUCT_FOR_CAT_NOTE = 'This product is for dogs. Some dog products contain permethrin, which is toxic to cats.'
export const HEARTWORM_TEST_NOTE = 'Dogs need a heartworm test before starting a heartworm preventive.'

/**
 * The safety notes (docs/product/veterinary.md#safety-notes) that apply to giving `product` to a
 * pet of `species`: permethrin is toxic to cats; dogs need a heartworm test before a heartworm
 * preventive. Works on the owner's own products and typed names too, which may name a cat-toxic
 * dog product ("K9 Advantix II") or its ingredient in the brand or ingredients.
 */
export function safetyNotes(
  product: Pick<ParasiteProduct, 'species' | 'covers'> & {
    brand?: string
    activeIngredients?: readonly string[]
    permethrinVariant?: string
  },
  species: Species,
): string[] {
  const notes: string[] = []
  if (species === 'cat') {
    // A dog product toxic to cats, by brand, alias or ingredient (cat-toxic-products.ts).
    const toxic = findCatToxicProduct([product.brand ?? '', ...(product.activeIngredients ?? [])])
    if (toxic) notes.push(catToxicNote(toxic))
    else if (!product.species.includes('cat')) notes.push(DOG_PRODUCT_FOR_CAT_NOTE)
    if (product.permethrinVariant) {
      notes.push(`${product.permethrinVariant}, a different product for dogs, contains permethrin, which is toxic to cats: check the box.`)
    }
  }
  if (species === 'dog' && product.covers.includes('heartworm')) notes.push(HEARTWORM_TEST_NOTE)
  return notes
}
