import { cibdaiTotal, CIBDAI_MAX_TOTAL, type GenericSymptoms, type IbdSymptoms, type MvdSymptoms } from './symptoms'

// The trend chart of a symptom page: each logged measure as a number on a fixed axis, so the
// owner sees a direction (docs/product/health-tracking.md#trends). Ordered answers become their
// rank (none = 0).

export interface SymptomMeasure {
  key: string
  label: string
  max: number
}

const rank = (values: readonly string[]) => (value: unknown) => Math.max(0, values.indexOf(String(value)))
const yesNo = (value: unknown) => (value === true ? 1 : 0)

const mvdMeasures: (SymptomMeasure & { read: (s: MvdSymptoms) => number })[] = [
  { key: 'coughing', label: 'Coughing (0 none – 2 frequent)', max: 2, read: (s) => rank(['none', 'occasional', 'frequent'])(s.coughing) },
  { key: 'coughingAtNight', label: 'Coughing at night (0 no, 1 yes)', max: 1, read: (s) => yesNo(s.coughingAtNight) },
  {
    key: 'breathingEffort',
    label: 'Breathing effort (0 normal – 2 laboured)',
    max: 2,
    read: (s) => rank(['normal', 'increased', 'laboured'])(s.breathingEffort),
  },
  {
    key: 'exerciseTolerance',
    label: 'Exercise tolerance (0 normal – 2 poor)',
    max: 2,
    read: (s) => rank(['normal', 'reduced', 'poor'])(s.exerciseTolerance),
  },
  { key: 'faintingOrCollapse', label: 'Fainting or collapse (0 no, 1 yes)', max: 1, read: (s) => yesNo(s.faintingOrCollapse) },
  { key: 'appetite', label: 'Appetite (0 normal – 2 none)', max: 2, read: (s) => rank(['normal', 'reduced', 'none'])(s.appetite) },
  { key: 'restlessAtNight', label: 'Restless at night (0 no, 1 yes)', max: 1, read: (s) => yesNo(s.restlessAtNight) },
]

const ibdMeasures: (SymptomMeasure & { read: (s: IbdSymptoms) => number })[] = [
  { key: 'cibdaiTotal', label: 'CIBDAI total (0–18)', max: CIBDAI_MAX_TOTAL, read: (s) => cibdaiTotal(s.cibdai) },
  { key: 'faecalScore', label: 'Faecal score (1–7, 2 is ideal)', max: 7, read: (s) => s.faecalScore },
  { key: 'stoolCount', label: 'Stools per day', max: 20, read: (s) => s.stoolCount },
  { key: 'vomitingCount', label: 'Vomiting per day', max: 20, read: (s) => s.vomitingCount },
]

const genericMeasures: (SymptomMeasure & { read: (s: GenericSymptoms) => number })[] = [
  { key: 'severity', label: 'Severity (1 mild – 5 severe)', max: 5, read: (s) => s.severity },
]

/** The measures charted for a condition key. */
export function symptomMeasuresFor(conditionId: string): SymptomMeasure[] {
  return measuresFor(conditionId).map(({ key, label, max }) => ({ key, label, max }))
}

/**
 * Every measure of the condition as a series of points, from logs already validated by
 * `symptomSchemaFor(conditionId)`. A generic log's point carries its symptom as the note.
 */
export function symptomTrend(
  conditionId: string,
  logs: readonly { loggedAt: string; symptoms: Record<string, unknown> }[],
): (SymptomMeasure & { points: { loggedAt: string; value: number; note: string | null }[] })[] {
  return measuresFor(conditionId).map(({ key, label, max, read }) => ({
    key,
    label,
    max,
    points: logs.map((log) => ({
      loggedAt: log.loggedAt,
      value: read(log.symptoms as never),
      note: typeof log.symptoms.symptom === 'string' ? log.symptoms.symptom : null,
    })),
  }))
}

function measuresFor(conditionId: string): (SymptomMeasure & { read: (s: never) => number })[] {
  if (conditionId === 'mvd') return mvdMeasures
  if (conditionId === 'ibd') return ibdMeasures
  return genericMeasures
}
