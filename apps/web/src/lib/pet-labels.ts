import type { ConditionKey } from '@pawpulse/domain/conditions'
import type { acquisitionSources, sexes } from '@pawpulse/domain/pet-input'
import type { Species } from '@pawpulse/domain/pets'
import type { NotificationMethod } from '@pawpulse/domain/profile'
import type { ReminderCategory } from '@pawpulse/domain/reminders'
import type { Tracker } from '@pawpulse/domain/trackers'
import { humanizeKey } from '@pawpulse/domain/condition-label'

/** Words for the stored keys, shared by onboarding, the pet page and the profile. */
export const speciesLabels: Record<Species, string> = { dog: 'Dog', cat: 'Cat' }

export const sexLabels: Record<(typeof sexes)[number], string> = { male: 'Male', female: 'Female', unknown: 'Unknown' }

export const acquisitionSourceLabels: Record<(typeof acquisitionSources)[number], string> = {
  breeder: 'Breeder',
  shelter: 'Shelter',
  rescue: 'Rescue organisation',
  pet_store: 'Pet store',
  friend_or_family: 'Friend or family',
  stray: 'Found as a stray',
  other: 'Other',
}

export const conditionChoiceLabels: Record<ConditionKey, string> = {
  mvd: 'MVD (mitral valve disease)',
  ibd: 'IBD (chronic enteropathy)',
  chronic_kidney_disease: 'Chronic kidney disease (CKD)',
  diabetes: 'Diabetes',
  arthritis: 'Arthritis',
  epilepsy: 'Epilepsy',
  allergies: 'Allergies',
  hypothyroidism: 'Hypothyroidism',
  hyperthyroidism: 'Hyperthyroidism',
  cancer: 'Cancer',
  other: 'Other',
}

export const trackerLabels: Record<Tracker, string> = {
  litter: 'Litter box',
  eating: 'Eating',
  grooming: 'Grooming',
  walks: 'Walks',
  activity: 'Activity',
  breathing: 'Sleeping breathing rate',
  weight: 'Weight',
}

export const reminderCategoryLabels: Record<ReminderCategory, string> = {
  medication: 'Medication',
  parasite_treatment: 'Parasite treatment',
  vaccination: 'Vaccinations',
  vet_visit: 'Vet visits',
  breathing_check: 'Breathing checks',
  weight_check: 'Weight checks',
  grooming: 'Grooming',
  // Not offered in onboarding (onboardingReminderCategories); named for completeness.
  custom: 'Other',
}

export const notificationMethodLabels: Record<NotificationMethod, string> = {
  email: 'E-mail',
  push: 'Push notification',
  sms: 'Text message',
}

export const weekdayLabels = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** A label for a key the tables may not know yet (a newer server): 'pet_store' → 'Pet store'. */
export function labelFor<K extends string>(labels: Record<K, string>, key: string | null | undefined): string | null {
  if (!key) return null
  const known = (labels as Record<string, string>)[key]
  if (known) return known
  return humanizeKey(key)
}

/** The care-team contact fields (docs/product/pets.md#care-team), in form order, with their input hints. */
export const contactFields = [
  { key: 'name', label: 'Name', autoComplete: 'name' },
  { key: 'clinic', label: 'Clinic', autoComplete: 'organization' },
  { key: 'phoneNumber', label: 'Phone number', autoComplete: 'tel', type: 'tel' },
  { key: 'email', label: 'E-mail', autoComplete: 'email', type: 'email' },
  { key: 'street', label: 'Street', autoComplete: 'address-line1' },
  { key: 'streetNumber', label: 'Number', autoComplete: 'off' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
] as const
