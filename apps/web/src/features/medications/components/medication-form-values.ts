import { type MedicationCreate, medicationCreateSchema } from '@pawpulse/domain/medication-api'
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

/** The request: the structured schedule (what "next dose due" is computed from) and its words as the frequency. */
export function medicationBody(values: MedicationFormValues): MedicationCreate {
  const schedule = isNamed(values.howOften)
    ? { frequency: values.howOften }
    : values.howOften === 'interval'
      ? { intervalHours: values.intervalHours as number }
      : null
  const frequency = isNamed(values.howOften)
    ? medicationFrequencyLabels[values.howOften]
    : values.howOften === 'interval' && values.intervalHours
      ? `Every ${values.intervalHours} hours`
      : null
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
export const medicationResolver = bodyResolver<MedicationFormValues, MedicationCreate>(medicationCreateSchema, medicationBody, (path) =>
  path[0] === 'schedule' ? 'intervalHours' : path[0] === 'frequency' ? 'howOften' : String(path[0]),
)

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
