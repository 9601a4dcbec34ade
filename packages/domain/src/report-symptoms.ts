import { humanizeKey } from './condition-label'
import { cibdaiTotal, faecalScoreDescription, interpretCibdai, type GenericSymptoms, type IbdSymptoms, type MvdSymptoms } from './symptoms'

/** One logged measure in words, for a report's table: { label: 'Coughing', value: 'Occasional' }. */
export interface MeasureText {
  label: string
  value: string
}

const word = (value: unknown) => humanizeKey(String(value))
const yesNo = (value: unknown) => (value === true ? 'Yes' : 'No')

/**
 * A symptom log's measures as a vet reads them. IBD logs lead with the CIBDAI total and what it
 * means, then the faecal score with its description (docs/product/veterinary.md).
 */
export function symptomMeasureTexts(conditionId: string, symptoms: Record<string, unknown>): MeasureText[] {
  if (conditionId === 'mvd') {
    const s = symptoms as MvdSymptoms
    return [
      { label: 'Coughing', value: word(s.coughing) },
      { label: 'Coughing at night', value: yesNo(s.coughingAtNight) },
      { label: 'Breathing effort', value: word(s.breathingEffort) },
      { label: 'Exercise tolerance', value: word(s.exerciseTolerance) },
      { label: 'Fainting or collapse', value: yesNo(s.faintingOrCollapse) },
      { label: 'Appetite', value: word(s.appetite) },
      { label: 'Restless at night', value: yesNo(s.restlessAtNight) },
    ]
  }
  if (conditionId === 'ibd') {
    const s = symptoms as IbdSymptoms
    const total = cibdaiTotal(s.cibdai)
    return [
      { label: 'CIBDAI total', value: `${total}/18 — ${interpretCibdai(total).text}` },
      { label: 'Faecal score', value: `${s.faecalScore}/7 — ${faecalScoreDescription(s.faecalScore) ?? ''}`.replace(/ — $/, '') },
      { label: 'Stools', value: String(s.stoolCount) },
      { label: 'Vomiting', value: String(s.vomitingCount) },
      { label: 'Appetite', value: word(s.appetite) },
      { label: 'Energy', value: word(s.energy) },
    ]
  }
  const s = symptoms as GenericSymptoms
  return [
    { label: 'Symptom', value: String(s.symptom) },
    { label: 'Severity', value: `${s.severity}/5` },
  ]
}
