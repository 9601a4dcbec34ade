import { cibdaiTotal, CIBDAI_MAX_TOTAL, type GenericSymptoms, type IbdSymptoms, type MvdSymptoms } from './symptoms'

// The trend chart of a symptom page: each logged measure as a number on a fixed axis, so the
// owner sees a direction (docs/product/health-tracking.md#trends). Ordered answers become their
// rank (none = 0).

/** A line the chart draws across a measure at a value its source publishes (docs/product/veterinary.md). */
export interface SymptomReference {
  y: number
  label: string
}

export interface SymptomMeasure {
  key: string
  label: string
  max: number
  /** Only lines a source publishes; none for a measure without one. */
  references: SymptomReference[]
}

/**
 * CIBDAI (Jergens 2003, docs/product/veterinary.md#cibdai): 0–3 is clinically insignificant, mild
 * activity starts at 4. That is the index's one published line in the range an owner sees; the
 * app's own caution about exactly 4 is a text, not a second line.
 */
export const CIBDAI_REFERENCES: readonly SymptomReference[] = [{ y: 4, label: 'Mild activity from 4 (CIBDAI)' }]

const rank = (values: readonly string[]) => (value: unknown) => Math.max(0, values.indexOf(String(value)))
const yesNo = (value: unknown) => (value === true ? 1 : 0)

type Measure<S> = Omit<SymptomMeasure, 'references'> & { references?: readonly SymptomReference[]; read: (s: S) => number }

const mvdMeasures: Measure<MvdSymptoms>[] = [
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

const ibdMeasures: Measure<IbdSymptoms>[] = [
  {
    key: 'cibdaiTotal',
    label: 'CIBDAI total (0–18)',
    max: CIBDAI_MAX_TOTAL,
    references: CIBDAI_REFERENCES,
    read: (s) => cibdaiTotal(s.cibdai),
  },
  { key: 'faecalScore', label: 'Faecal score (1–7, 2 is ideal)', max: 7, read: (s) => s.faecalScore },
  { key: 'stoolCount', label: 'Stools per day', max: 20, read: (s) => s.stoolCount },
  { key: 'vomitingCount', label: 'Vomiting per day', max: 20, read: (s) => s.vomitingCount },
]

const genericMeasures: Measure<GenericSymptoms>[] = [
  { key: 'severity', label: 'Severity (1 mild – 5 severe)', max: 5, read: (s) => s.severity },
]

/** The measures charted for a condition key. */
export function symptomMeasuresFor(conditionId: string): SymptomMeasure[] {
  return measuresFor(conditionId).map(({ key, label, max, references }) => ({ key, label, max, references: [...(references ?? [])] }))
}

/**
 * Every measure of the condition as a series of points, from logs already validated by
 * `symptomSchemaFor(conditionId)`. A generic log's point carries its symptom as the note.
 */
export function symptomTrend(
  conditionId: string,
  logs: readonly { loggedAt: string; symptoms: Record<string, unknown> }[],
): (SymptomMeasure & { points: { loggedAt: string; value: number; note: string | null }[] })[] {
  return measuresFor(conditionId).map(({ key, label, max, references, read }) => ({
    key,
    label,
    max,
    references: [...(references ?? [])],
    points: logs.map((log) => ({
      loggedAt: log.loggedAt,
      value: read(log.symptoms as never),
      note: typeof log.symptoms.symptom === 'string' ? log.symptoms.symptom : null,
    })),
  }))
}

function measuresFor(conditionId: string): Measure<never>[] {
  if (conditionId === 'mvd') return mvdMeasures
  if (conditionId === 'ibd') return ibdMeasures
  return genericMeasures
}
