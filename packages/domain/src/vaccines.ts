// Vaccines and their booster intervals (docs/product/veterinary.md#vaccines;
// docs/product/medications-and-treatments.md#vaccinations). Pure.
import type { Species } from './pets'
import { addMonths, daysUntil } from './schedule'
import { addDays } from './time-zone'

export const vaccineKeys = ['dapp', 'rabies', 'leptospirosis', 'bordetella', 'lyme', 'canine_influenza', 'fvrcp', 'felv'] as const
export type VaccineKey = (typeof vaccineKeys)[number]

export interface Vaccine {
  key: VaccineKey
  name: string
  /** What clinics write on the certificate or the invoice. */
  abbreviations: readonly string[]
  species: readonly Species[]
  /** Core for every pet of the species; non-core by the pet's risk (lifestyle, region). */
  core: boolean
  /** Months until the next dose after an adult dose (the booster interval). */
  boosterMonths: number
}

/**
 * Where the notes give a range, the shorter end is taken: a reminder a little early is better
 * than a pet unprotected. Rabies "every 1–3 years as the product and local law say" is 12 months
 * (the owner changes the date when the certificate says 3 years); the notes give no interval for
 * FeLV after the kitten doses, so it is yearly like the other non-core vaccines.
 */
export const vaccines: readonly Vaccine[] = [
  {
    key: 'dapp',
    name: 'DAPP (distemper, adenovirus, parvovirus, parainfluenza)',
    abbreviations: ['DAPP', 'DHPP', 'DA2PP', 'DHPPi', 'DHP'],
    species: ['dog'],
    core: true,
    boosterMonths: 36,
  },
  {
    key: 'rabies',
    name: 'Rabies',
    abbreviations: ['RV', 'R'],
    species: ['dog', 'cat'],
    core: true,
    boosterMonths: 12,
  },
  {
    key: 'leptospirosis',
    name: 'Leptospirosis',
    abbreviations: ['Lepto', 'L2', 'L4'],
    species: ['dog'],
    core: false,
    boosterMonths: 12,
  },
  {
    key: 'bordetella',
    name: 'Bordetella (kennel cough)',
    abbreviations: ['Bb', 'KC'],
    species: ['dog'],
    core: false,
    boosterMonths: 12,
  },
  {
    key: 'lyme',
    name: 'Lyme disease',
    abbreviations: ['Lyme', 'Borrelia'],
    species: ['dog'],
    core: false,
    boosterMonths: 12,
  },
  {
    key: 'canine_influenza',
    name: 'Canine influenza',
    abbreviations: ['CIV', 'H3N2', 'H3N8'],
    species: ['dog'],
    core: false,
    boosterMonths: 12,
  },
  {
    key: 'fvrcp',
    name: 'FVRCP (rhinotracheitis, calicivirus, panleukopenia)',
    abbreviations: ['FVRCP', 'RCP', 'FVRC-P'],
    species: ['cat'],
    core: true,
    boosterMonths: 36,
  },
  {
    key: 'felv',
    name: 'FeLV (feline leukaemia virus)',
    abbreviations: ['FeLV'],
    species: ['cat'],
    core: false,
    boosterMonths: 12,
  },
]

export function findVaccine(key: string | null | undefined): Vaccine | undefined {
  return vaccines.find((v) => v.key === key)
}

/** The species' vaccines, core first, in the catalogue's order. */
export function vaccinesFor(species: Species): { core: Vaccine[]; nonCore: Vaccine[] } {
  const mine = vaccines.filter((v) => v.species.includes(species))
  return { core: mine.filter((v) => v.core), nonCore: mine.filter((v) => !v.core) }
}

/** Until this age a pet's doses are the young animal's: the next is a year on, not the adult interval. */
export const YOUNG_UNTIL_MONTHS = 16
/** A dose of the puppy or kitten series (before 16 weeks) is followed 3 weeks later (the notes: every 3–4 weeks). */
const SERIES_UNTIL_DAYS = 16 * 7
const SERIES_GAP_DAYS = 21

export interface SuggestOptions {
  /** The pet's birthdate, when known: it decides whether the dose was a young animal's. */
  birthDate?: string | null
  /**
   * No earlier dose of this vaccine is recorded. Used only without a birthdate: the first dose the
   * app sees may be a first adult dose, whose booster is a year on, so the suggestion is a year.
   */
  isFirstDose?: boolean
}

/**
 * The suggested next due date after a dose given on `givenOn`; null for a vaccine typed by name
 * (the app knows no schedule for it). Kept simple, the owner can always change it:
 * - with a birthdate: a core vaccine given before 16 weeks of age is followed 3 weeks later (the
 *   puppy or kitten series); a dose before about 16 months of age is followed a year later (the
 *   booster at one year); later doses by the catalogue's booster interval;
 * - without one: a year after the first dose the app sees for that vaccine, then the interval.
 */
export function suggestNextDue(vaccineKey: string | null | undefined, givenOn: string, options: SuggestOptions = {}): string | null {
  const vaccine = findVaccine(vaccineKey)
  if (!vaccine) return null
  const { birthDate, isFirstDose = false } = options
  if (birthDate && birthDate <= givenOn) {
    if (vaccine.core && vaccine.key !== 'rabies' && daysUntil(givenOn, birthDate) < SERIES_UNTIL_DAYS)
      return addDays(givenOn, SERIES_GAP_DAYS)
    if (givenOn < addMonths(birthDate, YOUNG_UNTIL_MONTHS)) return addMonths(givenOn, 12)
    return addMonths(givenOn, vaccine.boosterMonths)
  }
  return addMonths(givenOn, isFirstDose ? Math.min(12, vaccine.boosterMonths) : vaccine.boosterMonths)
}

/** Days before its due date a vaccination counts as due soon. */
export const VACCINATION_DUE_SOON_DAYS = 30

export const vaccinationStatuses = ['overdue', 'due_soon', 'ok', 'none'] as const
export type VaccinationStatus = (typeof vaccinationStatuses)[number]

/**
 * Where a vaccination stands on `today` (the owner's calendar): past its due date is overdue, due
 * today or within 30 days is due soon, later is ok; no next due date is none.
 */
export function vaccinationStatus(nextDue: string | null | undefined, today: string): VaccinationStatus {
  if (!nextDue) return 'none'
  const days = daysUntil(nextDue, today)
  if (days < 0) return 'overdue'
  return days <= VACCINATION_DUE_SOON_DAYS ? 'due_soon' : 'ok'
}

/** The words every page, the report and the PDF use for a status (docs/product/medications-and-treatments.md#what-is-due). */
export const vaccinationStatusLabels: Record<VaccinationStatus, string> = {
  overdue: 'Overdue',
  due_soon: 'Due soon',
  ok: 'Up to date',
  none: 'No next dose',
}

/**
 * The order a vet and an owner read latest doses in: soonest due first (so overdue ones lead),
 * the doses without a next due date last; ties by name, so the order never shuffles.
 */
export function bySoonestDue(a: { nextDueOn: string | null; vaccineName: string }, b: { nextDueOn: string | null; vaccineName: string }) {
  if (a.nextDueOn !== b.nextDueOn) {
    if (a.nextDueOn === null) return 1
    if (b.nextDueOn === null) return -1
    return a.nextDueOn < b.nextDueOn ? -1 : 1
  }
  return a.vaccineName.localeCompare(b.vaccineName)
}

/** What identifies "the same vaccine" among a pet's doses: its catalogue key, else its typed name. */
export function vaccineIdentity(record: { vaccineKey: string | null; vaccineName: string }): string {
  return record.vaccineKey ?? `name:${record.vaccineName.trim().toLowerCase()}`
}
