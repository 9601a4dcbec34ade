import type { MedicationView } from '@pawpulse/domain/medication-api'
import { type MedicationCreate, medicationCreateSchema } from '@pawpulse/domain/medication-input'
import { medicationFrequencies, type MedicationFrequency } from '@pawpulse/domain/schedule'
import { bodyResolver } from '#web/lib/body-resolver.ts'
import { medicationFrequencyLabels } from './medication-labels'

export interface MedicationFormValues {
  name: string
  dosage: string
  /** A named frequency, 'interval' for the vet's own hours, '' when not said. */
  howOften: MedicationFrequency | 'interval' | ''
  intervalHours: number | null
  route: string
  category: string
  startDate: string
  endDate: string
  notes: string
}

export const emptyMedication: MedicationFormValues = {
  name: '',
  dosage: '',
  howOften: '',
  intervalHours: null,
  route: '',
  category: '',
  startDate: '',
  endDate: '',
  notes: '',
}

const textOrNull = (value: string) => value.trim() || null
const isNamed = (value: string): value is MedicationFrequency => (medicationFrequencies as readonly string[]).includes(value)

/** An existing medication in the form; a frequency only written in words (onboarding's) leaves "How often" unset. */
export function medicationValues(medication: MedicationView): MedicationFormValues {
  const { schedule } = medication
  return {
    name: medication.name,
    dosage: medication.dosage ?? '',
    howOften: !schedule ? '' : 'intervalHours' in schedule ? 'interval' : schedule.frequency,
    intervalHours: schedule && 'intervalHours' in schedule ? schedule.intervalHours : null,
    route: medication.route ?? '',
    category: medication.category ?? '',
    startDate: medication.startDate ?? '',
    endDate: medication.endDate ?? '',
    notes: medication.notes ?? '',
  }
}

/** Whether a frequency text is only a schedule's own label ("Twice a day", "Every 36 hours"), not the owner's words. */
export function isScheduleLabel(text: string | null): boolean {
  if (!text) return false
  return (Object.values(medicationFrequencyLabels) as string[]).includes(text) || /^Every \d+ hours$/.test(text)
}

/**
 * The request: the structured schedule (what "next dose due" is computed from) and the frequency
 * text. The owner's own words (`writtenFrequency`: "1 hour before food", onboarding's "twice a day
 * with food") are their instruction from the label and are kept whatever schedule is chosen — the
 * schedule has its own fields; without such words the schedule's label is the text.
 */
export function medicationBody(values: MedicationFormValues, writtenFrequency: string | null = null): MedicationCreate {
  const schedule = isNamed(values.howOften)
    ? { frequency: values.howOften }
    : values.howOften === 'interval'
      ? { intervalHours: values.intervalHours as number }
      : null
  const label = isNamed(values.howOften)
    ? medicationFrequencyLabels[values.howOften]
    : values.howOften === 'interval' && values.intervalHours
      ? `Every ${values.intervalHours} hours`
      : null
  const frequency = writtenFrequency ?? label
  return {
    name: values.name,
    dosage: textOrNull(values.dosage),
    frequency,
    schedule,
    route: textOrNull(values.route),
    category: textOrNull(values.category),
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    notes: textOrNull(values.notes),
  }
}

/** medicationCreateSchema checks the body; a schedule message goes to the field that made it. */
export const medicationResolverFor = (writtenFrequency: string | null) =>
  bodyResolver<MedicationFormValues, MedicationCreate>(
    medicationCreateSchema,
    (values) => medicationBody(values, writtenFrequency),
    (path) => (path[0] === 'schedule' ? 'intervalHours' : path[0] === 'frequency' ? 'howOften' : String(path[0])),
  )
export const medicationResolver = medicationResolverFor(null)

export const medicationFieldNames = [
  'name',
  'dosage',
  'howOften',
  'intervalHours',
  'route',
  'category',
  'startDate',
  'endDate',
  'notes',
] as const
