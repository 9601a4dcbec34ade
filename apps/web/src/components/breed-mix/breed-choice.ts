import { MAX_BREEDS_IN_MIX, normalizeBreedMix } from '@pawpulse/domain/breeds'

/** One row of a mix as the form holds it: the percentage as typed ('' = not known). */
export interface BreedMixRow {
  breed: string
  percentage: string
  isDominant: boolean
}

/** What the breed fields edit: one breed, or (ticked "Mixed breed") a mix of up to five. */
export interface BreedChoice {
  isMixed: boolean
  breed: string
  mix: BreedMixRow[]
}

/**
 * Ticking or unticking "Mixed breed". A pet is one breed or a mix, never both: the breed label
 * reads the mix first (domain `breedLabel`), so a single breed left beside a mix would be kept
 * but never shown, and a mix left behind a single breed would hide it. Nothing typed is lost on
 * the way: the single breed becomes the mix's first, dominant row; unticking keeps the mix's
 * dominant breed (the one the label named) as the single breed.
 */
export function setMixed(choice: BreedChoice, isMixed: boolean): BreedChoice {
  if (isMixed === choice.isMixed) return choice
  if (isMixed) return { isMixed: true, breed: '', mix: [{ breed: choice.breed.trim(), percentage: '', isDominant: true }] }
  const named = choice.mix.filter((row) => row.breed.trim() !== '').map((row) => ({ ...row, percentage: Number(row.percentage) || null }))
  const dominant = normalizeBreedMix(named).find((row) => row.isDominant)
  return { isMixed: false, breed: dominant?.breed.trim() ?? '', mix: [] }
}

/** Changes one row; marking a row dominant unmarks the others (a mix has one dominant breed). */
export function changeRow(mix: readonly BreedMixRow[], index: number, changes: Partial<BreedMixRow>): BreedMixRow[] {
  return mix.map((row, at) => (at === index ? { ...row, ...changes } : changes.isDominant ? { ...row, isDominant: false } : row))
}

/** A new empty row, dominant when it is the only one; none past the limit. */
export function addRow(mix: readonly BreedMixRow[]): BreedMixRow[] {
  if (mix.length >= MAX_BREEDS_IN_MIX) return [...mix]
  return [...mix, { breed: '', percentage: '', isDominant: mix.length === 0 }]
}
