// The marketplace's rules (docs/product/marketplace.md): what a catalogue entry is for and why it
// is shown to an owner. Pure: the server applies them to the catalogue and the owner's pets.
import { conditionLabel } from './condition-label'
import type { ConditionKey } from './conditions'
import type { Species } from './pets'

/** In the order the page lists them. Parasite prevention is the products the treatments list knows. */
export const marketplaceCategories = ['food', 'parasite_prevention', 'supplement', 'equipment', 'service'] as const
export type MarketplaceCategory = (typeof marketplaceCategories)[number]

export const marketplaceCategoryLabels: Readonly<Record<MarketplaceCategory, string>> = {
  food: 'Food',
  parasite_prevention: 'Parasite prevention',
  supplement: 'Supplements',
  equipment: 'Equipment',
  service: 'Services',
}

/** Conditions an entry can be for: the listed ones ('other' is the owner's own words, never matched). */
export type MarketplaceConditionKey = Exclude<ConditionKey, 'other'>

/** Shown on every entry marked vet-first: prescription diets and drugs. */
export const VET_FIRST_NOTE = 'Talk to your vet first: this needs your vet’s advice or a prescription.'

/** Shown once on the page: the catalogue is information, not a shop. */
export const MARKETPLACE_DISCLAIMER = 'Pawpulse does not sell these products or take a commission. Links open the maker’s own page.'

export interface PetForMatching {
  id: string
  name: string
  species: Species
  /** The pet's current (not resolved) condition keys; custom conditions are left out. */
  conditions: readonly string[]
}

export interface EntryForMatching {
  species: readonly Species[]
  conditions: readonly string[]
}

export interface EntryMatch {
  /** Each pet the entry suits: of its species, and, when the entry is for conditions, with one of them. */
  pets: { petId: string; petName: string; conditions: string[] }[]
  /** True when at least one pet has one of the entry's conditions: these come first. */
  forCondition: boolean
  /** "Because Biscuit has MVD", "For Biscuit and Miso", or null when no pet is given. */
  reason: string | null
}

/**
 * Which of the owner's pets an entry suits, and the sentence that says why. An entry for
 * conditions suits a pet of its species that has one of them; an entry for no condition suits
 * every pet of its species. An entry for conditions no pet has still suits a pet of its species
 * (an owner may browse), but without a condition reason.
 */
export function matchEntry(entry: EntryForMatching, pets: readonly PetForMatching[]): EntryMatch {
  const ofSpecies = pets.filter((pet) => entry.species.includes(pet.species))
  const withCondition = ofSpecies
    .map((pet) => ({ pet, conditions: pet.conditions.filter((c) => entry.conditions.includes(c)) }))
    .filter((m) => m.conditions.length > 0)
  if (withCondition.length > 0) {
    return {
      pets: withCondition.map((m) => ({ petId: m.pet.id, petName: m.pet.name, conditions: m.conditions })),
      forCondition: true,
      reason: `Because ${joinNames(withCondition.map((m) => `${m.pet.name} has ${joinNames(m.conditions.map(conditionLabel))}`))}`,
    }
  }
  return {
    pets: ofSpecies.map((pet) => ({ petId: pet.id, petName: pet.name, conditions: [] })),
    forCondition: false,
    reason: ofSpecies.length > 0 ? `For ${joinNames(ofSpecies.map((pet) => pet.name))}` : null,
  }
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}
