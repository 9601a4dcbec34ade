import type { SymptomLogView } from '@pawpulse/domain/symptom-api'
import { symptomSchemaFor } from '@pawpulse/domain/symptoms'
import { fromLocalInputValue, toLocalInputValue } from '@pawpulse/domain/time-zone'
import { z } from 'zod'

/** What the symptom form holds: the owner's local time, the condition's measures, the notes. */
export interface SymptomFormValues {
  loggedAt: string
  symptoms: Record<string, unknown>
  notes: string
}

/**
 * The form's schema: the condition's own symptom schema (symptomSchemaFor, the one the API uses)
 * with a time read on the owner's clock.
 */
export function symptomFormSchema(conditionId: string, timeZone: string) {
  return z.object({
    loggedAt: z.string().refine((value) => fromLocalInputValue(value, timeZone) !== null, 'Enter the date and time'),
    symptoms: symptomSchemaFor(conditionId),
    notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters'),
  })
}

/** Start values: "normal" answers and zero scores, so a calm day takes seconds; counts are typed in. */
function emptySymptoms(conditionId: string): Record<string, unknown> {
  if (conditionId === 'mvd') {
    return {
      coughing: 'none',
      coughingAtNight: false,
      breathingEffort: 'normal',
      exerciseTolerance: 'normal',
      faintingOrCollapse: false,
      appetite: 'normal',
      restlessAtNight: false,
    }
  }
  if (conditionId === 'ibd') {
    return {
      cibdai: { attitudeActivity: 0, appetite: 0, vomiting: 0, stoolConsistency: 0, stoolFrequency: 0, weightLoss: 0 },
      faecalScore: undefined,
      stoolCount: undefined,
      // Most days an IBD dog does not vomit: 0 is the common answer, so it is where the field starts.
      vomitingCount: 0,
      appetite: 'normal',
      energy: 'normal',
    }
  }
  return { symptom: '', severity: undefined }
}

export function newSymptomValues(conditionId: string, timeZone: string, now = new Date()): SymptomFormValues {
  return { loggedAt: toLocalInputValue(now, timeZone), symptoms: emptySymptoms(conditionId), notes: '' }
}

export function symptomValuesOf(log: SymptomLogView, timeZone: string): SymptomFormValues {
  return { loggedAt: toLocalInputValue(new Date(log.loggedAt), timeZone), symptoms: log.symptoms, notes: log.notes ?? '' }
}

/** The fields the API may name in a validation error, for showServerErrors. */
export function symptomFieldNames(values: SymptomFormValues): string[] {
  const nested = (prefix: string, record: Record<string, unknown>): string[] =>
    Object.entries(record).flatMap(([key, value]) =>
      value !== null && typeof value === 'object' ? nested(`${prefix}.${key}`, value as Record<string, unknown>) : [`${prefix}.${key}`],
    )
  return ['loggedAt', 'notes', ...nested('symptoms', values.symptoms)]
}
