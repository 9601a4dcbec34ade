import { z } from 'zod'
import { textSchema } from './text'
import { catBreeds, dogBreeds } from './breed-list'
import type { Species } from './pets'

/** A breed's share of a mix; the `pet_breed_mix_percentage_check` constraint reads it too. */
export const BREED_PERCENTAGE = { min: 1, max: 100 } as const
const PERCENTAGE_MESSAGE = `Percentage must be between ${BREED_PERCENTAGE.min} and ${BREED_PERCENTAGE.max}`
export const MAX_BREEDS_IN_MIX = 5

/** One row of a pet's breed mix (breed, percentage, is_dominant). */
export const breedMixEntrySchema = z.object({
  breed: textSchema({ error: 'Breed is required' }).trim().min(1, 'Breed is required').max(80, 'Breed must be at most 80 characters'),
  percentage: z
    .number({ error: PERCENTAGE_MESSAGE })
    .int(PERCENTAGE_MESSAGE)
    .min(BREED_PERCENTAGE.min, PERCENTAGE_MESSAGE)
    .max(BREED_PERCENTAGE.max, PERCENTAGE_MESSAGE)
    .nullable()
    .optional(),
  isDominant: z.boolean().default(false),
})
export type BreedMixEntry = z.infer<typeof breedMixEntrySchema>

type MixEntry = { breed: string; percentage?: number | null; isDominant: boolean }

/** Case, accents and spacing do not make a different breed: 'lowchen ' is 'Löwchen'. */
function breedKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * A mix needs one dominant breed for its label. When the owner marked none, the entry
 * with the highest percentage becomes dominant (the first one on ties, and the first entry when
 * no percentages are known). A mix that already has a dominant entry is returned as it is.
 */
export function normalizeBreedMix<T extends MixEntry>(entries: readonly T[]): T[] {
  if (entries.length === 0 || entries.some((entry) => entry.isDominant)) return [...entries]
  let best = 0
  entries.forEach((entry, index) => {
    if ((entry.percentage ?? 0) > (entries[best]?.percentage ?? 0)) best = index
  })
  return entries.map((entry, index) => (index === best ? { ...entry, isDominant: true } : entry))
}

/**
 * The whole mix. Refused: more than 5 breeds, percentages adding up to more than 100, two
 * dominant breeds, and a breed listed twice. Parsing marks a dominant breed when none is marked
 * (normalizeBreedMix), so what is saved always has one.
 */
export const breedMixSchema = z
  .array(breedMixEntrySchema)
  .max(MAX_BREEDS_IN_MIX, `List at most ${MAX_BREEDS_IN_MIX} breeds`)
  .superRefine((entries, ctx) => {
    const total = entries.reduce((sum, entry) => sum + (entry.percentage ?? 0), 0)
    if (total > 100) ctx.addIssue({ code: 'custom', message: 'Breed percentages add up to more than 100%', path: [] })
    let dominantSeen = false
    const seen = new Set<string>()
    entries.forEach((entry, index) => {
      if (entry.isDominant) {
        if (dominantSeen) ctx.addIssue({ code: 'custom', message: 'Only one breed can be dominant', path: [index, 'isDominant'] })
        dominantSeen = true
      }
      const key = breedKey(entry.breed)
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'Each breed can be listed once', path: [index, 'breed'] })
      seen.add(key)
    })
  })
  .transform((entries) => normalizeBreedMix(entries))
export type BreedMix = z.output<typeof breedMixSchema>

/**
 * Mixed breeds (docs/product/pets.md#breeds-and-mixed-breeds): '{breed} mix', or the dominant
 * breed with its percentage:
 * dominant with a percentage → 'Labrador Retriever (60%)'; without → 'Labrador Retriever mix'.
 * A dominant breed at 100% is no mix, so it reads as the breed alone. Without a mix the single
 * breed is shown; with neither, null (the caller decides what an unknown breed reads as).
 */
export function breedLabel(input: { breed?: string | null; breedMix?: readonly MixEntry[] | null }): string | null {
  const mix = (input.breedMix ?? []).filter((entry) => entry.breed.trim() !== '')
  const dominant = normalizeBreedMix(mix).find((entry) => entry.isDominant)
  if (dominant) {
    const name = dominant.breed.trim()
    if (dominant.percentage == null) return `${name} mix`
    return dominant.percentage >= 100 ? name : `${name} (${dominant.percentage}%)`
  }
  const breed = input.breed?.trim()
  return breed ? breed : null
}

// Built on first use, so that importing breedLabel alone does not pull the lists into a bundle.
let knownBreeds: Record<Species, ReadonlySet<string>> | undefined

/** Whether `name` is on the recognised list for the species, ignoring case, accents and spacing. */
export function isKnownBreed(species: Species, name: string): boolean {
  knownBreeds ??= { dog: new Set(dogBreeds.map(breedKey)), cat: new Set(catBreeds.map(breedKey)) }
  return knownBreeds[species].has(breedKey(name))
}
