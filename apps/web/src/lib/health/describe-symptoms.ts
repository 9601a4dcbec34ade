import type { SymptomLogView } from '@pawpulse/domain/symptom-api'
import { ibdChoiceLabels, labelOf, mvdChoiceLabels, severityLabels } from './symptom-labels'

const yesNo = (value: unknown) => (value === true ? 'yes' : 'no')

/** A logged entry in words, one short phrase per measure: the symptom history and the dashboard. */
export function describeSymptoms(conditionId: string, log: SymptomLogView): string[] {
  const s = log.symptoms
  if (conditionId === 'mvd') {
    return [
      `Coughing: ${labelOf(mvdChoiceLabels.coughing, s.coughing).toLowerCase()}${s.coughingAtNight === true ? ', at night' : ''}`,
      `Breathing effort: ${labelOf(mvdChoiceLabels.breathingEffort, s.breathingEffort).toLowerCase()}`,
      `Exercise tolerance: ${labelOf(mvdChoiceLabels.exerciseTolerance, s.exerciseTolerance).toLowerCase()}`,
      `Fainting or collapse: ${yesNo(s.faintingOrCollapse)}`,
      `Appetite: ${labelOf(mvdChoiceLabels.appetite, s.appetite).toLowerCase()}`,
      `Restless at night: ${yesNo(s.restlessAtNight)}`,
    ]
  }
  if (conditionId === 'ibd') {
    return [
      log.cibdai ? `CIBDAI total ${log.cibdai.total}: ${log.cibdai.text}` : null,
      `Faecal score ${String(s.faecalScore)}${log.faecalScoreText ? `: ${log.faecalScoreText}` : ''}`,
      `Stools: ${String(s.stoolCount)}`,
      `Vomiting: ${String(s.vomitingCount)}`,
      `Appetite: ${labelOf(ibdChoiceLabels.appetite, s.appetite).toLowerCase()}`,
      `Energy: ${labelOf(ibdChoiceLabels.energy, s.energy).toLowerCase()}`,
    ].filter((line): line is string => line !== null)
  }
  const severity =
    typeof s.severity === 'number' ? `severity ${s.severity} of 5 (${(severityLabels[s.severity] ?? '').toLowerCase()})` : null
  return [[typeof s.symptom === 'string' ? s.symptom : null, severity].filter(Boolean).join(', ')]
}
