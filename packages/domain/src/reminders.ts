import { z } from 'zod'
import { textSchema } from './text'
import { isoDateSchema } from './dates'
import { notificationMethods } from './profile'
import { zonedDateTimeToUtc } from './time-zone'

/** Reminder categories of onboarding's notification step. */
export const reminderCategories = [
  'medication',
  'parasite_treatment',
  'vaccination',
  'vet_visit',
  'breathing_check',
  'weight_check',
  'grooming',
] as const
export type ReminderCategory = (typeof reminderCategories)[number]
export const repeatFrequencies = ['once', 'daily', 'weekly', 'monthly'] as const

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** One category's preference, as pet onboarding collects it (docs/product/onboarding.md#reminder-preferences). */
export const reminderPreferenceSchema = z.object({
  category: z.enum(reminderCategories),
  enabled: z.boolean(),
  title: textSchema().trim().max(120, 'Title must be at most 120 characters').optional(),
  notificationMethods: z.array(z.enum(notificationMethods)).min(1, 'Choose at least one way to be notified').default(['email']),
  preferredTimes: z.array(textSchema().regex(TIME, 'Enter a time as HH:MM')).max(6).default(['09:00']),
  repeatFrequency: z.enum(repeatFrequencies).default('once'),
  /** 0 = Sunday … 6 = Saturday. */
  daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  timesPerWeek: z.number().int().min(1).max(21).nullable().optional(),
  timesPerDay: z.number().int().min(1).max(12).nullable().optional(),
  startDate: isoDateSchema.nullable().optional(),
})
export type ReminderPreference = z.infer<typeof reminderPreferenceSchema>

export interface ReminderRow {
  reminderType: ReminderCategory
  title: string
  reminderDate: Date
  notificationMethod: string
  notificationMethods: string[]
  preferredTimes: string[]
  daysOfWeek: number[]
  timesPerWeek: number | null
  timesPerDay: number | null
  repeatFrequency: string
}

const defaultTitles: Record<ReminderCategory, string> = {
  medication: 'Give medication',
  parasite_treatment: 'Parasite treatment due',
  vaccination: 'Vaccination due',
  vet_visit: 'Vet visit',
  breathing_check: 'Count sleeping breaths',
  weight_check: 'Weigh your pet',
  grooming: 'Grooming',
}

/**
 * Turns one category's preference into reminder rows. Weekly reminders become one
 * row per selected weekday, dated at its next occurrence from the start date (or today); the
 * time is the first preferred time in the owner's time zone, stored as an instant (UTC).
 * A disabled category gives no rows. `notification_method` is the first of the list.
 */
export function expandReminderPreference(
  preference: ReminderPreference,
  options: { today: string; timeZone: string; petName?: string },
): ReminderRow[] {
  if (!preference.enabled) return []
  const start = preference.startDate && preference.startDate > options.today ? preference.startDate : options.today
  const time = preference.preferredTimes[0] ?? '09:00'
  const base = {
    reminderType: preference.category,
    title:
      preference.title ||
      (options.petName ? `${defaultTitles[preference.category]}: ${options.petName}` : defaultTitles[preference.category]),
    notificationMethod: preference.notificationMethods[0] ?? 'email',
    notificationMethods: preference.notificationMethods,
    preferredTimes: preference.preferredTimes,
    timesPerWeek: preference.timesPerWeek ?? null,
    timesPerDay: preference.timesPerDay ?? null,
    repeatFrequency: preference.repeatFrequency,
  }
  if (preference.repeatFrequency === 'weekly' && preference.daysOfWeek.length > 0) {
    return [...new Set(preference.daysOfWeek)]
      .sort((a, b) => a - b)
      .map((day) => ({
        ...base,
        daysOfWeek: [day],
        reminderDate: zonedDateTimeToUtc(nextWeekday(start, day), time, options.timeZone),
      }))
  }
  return [{ ...base, daysOfWeek: preference.daysOfWeek, reminderDate: zonedDateTimeToUtc(start, time, options.timeZone) }]
}

/** The first date on or after `fromIso` that falls on `weekday` (0 = Sunday). */
export function nextWeekday(fromIso: string, weekday: number): string {
  const date = new Date(`${fromIso}T00:00:00Z`)
  const ahead = (weekday - date.getUTCDay() + 7) % 7
  date.setUTCDate(date.getUTCDate() + ahead)
  return date.toISOString().slice(0, 10)
}
