import type { Parasite, TreatmentType } from './parasite-products'

/** What a type of treatment protects against: the inverse of `treatmentTypesOf`. */
const coversByType: Record<TreatmentType, readonly Parasite[]> = {
  flea_tick: ['fleas', 'ticks'],
  heartworm: ['heartworm'],
  dewormer: ['worms'],
  ear_mites: ['ear_mites'],
  // A combination product covers fleas, ticks, heartworm and worms.
  combo: ['fleas', 'ticks', 'heartworm', 'worms'],
}

/** The parasites a product listed under `types` covers, in `parasites` order, once each. */
export function coversOf(types: readonly TreatmentType[]): Parasite[] {
  const covered = new Set(types.flatMap((type) => coversByType[type]))
  return (['fleas', 'ticks', 'heartworm', 'worms', 'ear_mites'] as const).filter((p) => covered.has(p))
}
