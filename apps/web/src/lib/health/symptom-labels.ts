/** Words for the stored answers of the symptom logs (docs/product/health-tracking.md#mvd-log, #ibd-log). */
export const mvdChoiceLabels = {
  coughing: { none: 'None', occasional: 'Occasional', frequent: 'Frequent' },
  breathingEffort: { normal: 'Normal', increased: 'Increased', laboured: 'Laboured' },
  exerciseTolerance: { normal: 'Normal', reduced: 'Reduced', poor: 'Poor' },
  appetite: { normal: 'Normal', reduced: 'Reduced', none: 'Not eating' },
} as const

export const ibdChoiceLabels = {
  appetite: { normal: 'Normal', reduced: 'Reduced', none: 'Not eating' },
  energy: { normal: 'Normal', reduced: 'Reduced', low: 'Low' },
} as const

export const severityLabels: Record<number, string> = { 1: 'Mild', 2: 'Noticeable', 3: 'Moderate', 4: 'Marked', 5: 'Severe' }

export function optionsOf<T extends Record<string, string>>(labels: T) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }))
}

/** The label of a stored answer; the stored word itself when a newer server sends another. */
export function labelOf(labels: Record<string, string>, value: unknown): string {
  return labels[String(value)] ?? String(value)
}
