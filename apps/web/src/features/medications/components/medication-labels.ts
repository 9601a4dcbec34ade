import type { MedicationFrequency } from '@pawpulse/domain/schedule'

export const medicationFrequencyLabels: Record<MedicationFrequency, string> = {
  once_daily: 'Once a day',
  twice_daily: 'Twice a day',
  three_times_daily: 'Three times a day',
  every_other_day: 'Every other day',
  weekly: 'Once a week',
  as_needed: 'As needed',
}

/** Suggestions only (a datalist): the owner may write what the label says. */
export const routeSuggestions = ['By mouth', 'On the skin', 'Injection', 'Eye drops', 'Ear drops', 'Inhaled']
export const categorySuggestions = [
  'Heart',
  'Diuretic',
  'Pain relief',
  'Antibiotic',
  'Gut',
  'Skin and allergy',
  'Thyroid',
  'Diabetes',
  'Seizures',
  'Supplement',
]

export const dueStatusLabels = { overdue: 'Overdue', due_today: 'Due today', upcoming: 'Upcoming' } as const
export const dueStatusTones = {
  overdue: 'bg-red-50 text-red-800 border-red-300',
  due_today: 'bg-amber-50 text-amber-900 border-amber-300',
  upcoming: 'bg-muted text-foreground border-border',
} as const
