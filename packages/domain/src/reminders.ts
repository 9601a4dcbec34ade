import { z } from 'zod'
import { textSchema } from './text'
import { isoDateSchema } from './dates'
import { notificationMethods } from './profile'
import { occurrencesFrom, repeatKinds, type Recurrence, type RepeatKind } from './recurrence'
import { zonedDateTimeToUtc } from './time-zone'

const isRepeatKind = (value: string): value is RepeatKind => (repeatKinds as readonly string[]).includes(value)

/** Reminder categories (onboarding's notification step offers all but 'custom'). */
export const reminderCategories = [
  'medication',
  'parasite_treatment',
  'vaccination',
  'vet_visit',
  'breathing_check',
  'weight_check',
  'grooming',
  'custom',
] as const
export type ReminderCategory = (typeof reminderCategories)[number]
/** The categories onboarding offers, one preference each. */
export const onboardingReminderCategories = reminderCategories.filter(
  (category): category is Exclude<ReminderCategory, 'custom'> => category !== 'custom',
)
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
  /** The owner's date the rule starts on, and the first occurrence the dispatcher will fire. */
  startDate: string
  nextDueAt: Date
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
  custom: 'Reminder',
}

/**
 * Turns one category's preference into reminder rows. Weekly reminders become one
 * row per selected weekday, dated at its next occurrence from the start date (or today); the
 * time is the first preferred time in the owner's time zone, stored as an instant (UTC).
 * A disabled category gives no rows. `notification_method` is the first of the list.
 */
export function expandReminderPreference(
  preference: ReminderPreference,
  options: { today: string; timeZone: string; petName?: string; now?: Date },
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
    // Several times on a daily reminder: it fires at each of them.
    repeatFrequency:
      preference.repeatFrequency === 'daily' && new Set(preference.preferredTimes).size > 1 ? 'times_per_day' : preference.repeatFrequency,
  }
  // The first occurrence is the rule's first at or after now: today's time may have passed already.
  const row = (startDate: string, daysOfWeek: number[]): ReminderRow => {
    const first = zonedDateTimeToUtc(startDate, time, options.timeZone)
    const rule: Recurrence = {
      repeat: isRepeatKind(base.repeatFrequency) ? base.repeatFrequency : 'once',
      startDate,
      times: preference.preferredTimes,
      daysOfWeek,
      interval: 1,
      timesPerWeek: preference.timesPerWeek ?? null,
      end: { kind: 'never' },
    }
    const next = (options.now && occurrencesFrom(rule, options.timeZone, options.now, 1)[0]) || first
    return { ...base, daysOfWeek, startDate, reminderDate: next, nextDueAt: next }
  }
  if (preference.repeatFrequency === 'weekly' && preference.daysOfWeek.length > 0) {
    return [...new Set(preference.daysOfWeek)].sort((a, b) => a - b).map((day) => row(nextWeekday(start, day), [day]))
  }
  return [row(start, preference.daysOfWeek)]
}

/** The first date on or after `fromIso` that falls on `weekday` (0 = Sunday). */
export function nextWeekday(fromIso: string, weekday: number): string {
  const date = new Date(`${fromIso}T00:00:00Z`)
  const ahead = (weekday - date.getUTCDay() + 7) % 7
  date.setUTCDate(date.getUTCDate() + ahead)
  return date.toISOString().slice(0, 10)
}
