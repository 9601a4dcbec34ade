import { isIsoDate } from '@pawpulse/domain/dates'
import type { VaccinationView } from '@pawpulse/domain/vaccination-api'
import { type VaccinationInput, vaccinationInputSchema } from '@pawpulse/domain/vaccination-input'
import { suggestNextDue, vaccineIdentity, vaccineKeys, type VaccineKey } from '@pawpulse/domain/vaccines'
import { bodyResolver } from '#web/lib/body-resolver.ts'

/** The vaccine field: a catalogue vaccine or 'other' (a typed name). */
export type VaccineChoice = VaccineKey | 'other' | ''

export interface VaccinationFormValues {
  vaccine: VaccineChoice
  vaccineName: string
  givenOn: string
  nextDueOn: string
  clinic: string
  batchNumber: string
  notes: string
}

export const emptyVaccination = (today: string): VaccinationFormValues => ({
  vaccine: '',
  vaccineName: '',
  givenOn: today,
  nextDueOn: '',
  clinic: '',
  batchNumber: '',
  notes: '',
})

export const vaccinationValues = (v: VaccinationView): VaccinationFormValues => ({
  vaccine: v.vaccineKey ?? 'other',
  vaccineName: v.vaccineKey ? '' : v.vaccineName,
  givenOn: v.givenOn,
  nextDueOn: v.nextDueOn ?? '',
  clinic: v.clinic ?? '',
  batchNumber: v.batchNumber ?? '',
  notes: v.notes ?? '',
})

const isKey = (choice: VaccineChoice): choice is VaccineKey => (vaccineKeys as readonly string[]).includes(choice)

/** The form always sends the next due date it shows: blank is "no next dose". */
export function vaccinationBody(values: VaccinationFormValues): Record<string, unknown> {
  return {
    vaccineKey: isKey(values.vaccine) ? values.vaccine : null,
    vaccineName: values.vaccine === 'other' ? values.vaccineName.trim() || null : null,
    givenOn: values.givenOn,
    nextDueOn: values.nextDueOn || null,
    clinic: values.clinic.trim() || null,
    batchNumber: values.batchNumber.trim() || null,
    notes: values.notes.trim() || null,
  }
}

/** "Choose a vaccine" lands on the vaccine list unless a name was being typed. */
export const vaccinationResolver = bodyResolver<VaccinationFormValues, VaccinationInput>(
  vaccinationInputSchema,
  vaccinationBody,
  (path, values) => (path[0] === 'vaccineKey' || (path[0] === 'vaccineName' && values.vaccine !== 'other') ? 'vaccine' : String(path[0])),
)

export const vaccinationFieldNames = ['vaccine', 'vaccineName', 'givenOn', 'nextDueOn', 'clinic', 'batchNumber', 'notes'] as const

/**
 * The next due date to prefill for a listed vaccine given on `givenOn` (suggestNextDue): by the
 * pet's age when its birthdate is known, else by whether an earlier dose is recorded. Null for a
 * typed vaccine or a date not filled in yet.
 */
export function suggestedNextDue(
  values: Pick<VaccinationFormValues, 'vaccine' | 'givenOn'>,
  context: { birthDate: string | null; others: readonly VaccinationView[]; editingId?: string },
): string | null {
  if (!isKey(values.vaccine) || !isIsoDate(values.givenOn)) return null
  const identity = vaccineIdentity({ vaccineKey: values.vaccine, vaccineName: '' })
  const earlier = context.others.some((v) => v.id !== context.editingId && vaccineIdentity(v) === identity && v.givenOn < values.givenOn)
  return suggestNextDue(values.vaccine, values.givenOn, { birthDate: context.birthDate, isFirstDose: !earlier })
}
