import type { Species } from './pets'

/** Everything a pet's symptom tracking can switch on (onboarding "symptom tracking"). */
export const trackers = ['litter', 'eating', 'grooming', 'walks', 'activity', 'breathing', 'weight'] as const
export type Tracker = (typeof trackers)[number]

/**
 * Default trackers by species (docs/product/pets.md#species-trackers): cat has litter, eating,
 * grooming; dog has walks, eating, activity; others none.
 */
export function defaultTrackers(species: Species | string | null | undefined): Tracker[] {
  if (species === 'cat') return ['litter', 'eating', 'grooming']
  if (species === 'dog') return ['walks', 'eating', 'activity']
  return []
}
