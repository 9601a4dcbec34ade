import { type ReminderCategory, onboardingReminderCategories } from '@pawpulse/domain/reminders'
import type { ReminderDraft } from '#web/lib/stores/onboarding-draft-types.ts'

/** How often each kind of reminder usually repeats: a starting point the owner changes. */
const usualFrequency: Record<Exclude<ReminderCategory, 'custom'>, ReminderDraft['repeatFrequency']> = {
  medication: 'daily',
  parasite_treatment: 'monthly',
  vaccination: 'once',
  vet_visit: 'once',
  breathing_check: 'daily',
  weight_check: 'monthly',
  grooming: 'weekly',
}

/** One preference per category, all off, by e-mail (the default notification method) at 09:00. */
export function defaultReminderPreferences(): ReminderDraft[] {
  return onboardingReminderCategories.map((category) => ({
    category,
    enabled: false,
    notificationMethods: ['email'],
    time: '09:00',
    repeatFrequency: usualFrequency[category],
    daysOfWeek: [],
  }))
}

/** The draft's preferences, or the defaults while the owner has not changed any. */
export function reminderPreferencesOf(stored: readonly ReminderDraft[]): ReminderDraft[] {
  return stored.length > 0 ? [...stored] : defaultReminderPreferences()
}
