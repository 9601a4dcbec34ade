// Reminders that follow a record (docs/product/reminders.md#reminders-that-follow-the-records): a
// medication's doses and a parasite treatment's next due date become a reminder rule here, so the
// server's sync and its tests share one answer. Pure.
import type { Recurrence } from './recurrence'
import { medicationScheduleHours, type MedicationSchedule } from './schedule'

/** The owner's clock time a treatment's due day is reminded at. */
export const TREATMENT_REMINDER_TIME = '09:00'
/** A medication's first dose of the day; the others follow at its interval. */
export const FIRST_DOSE_TIME = '08:00'
/** Three doses a day are 8 hours apart from 07:00 (07:00, 15:00, 23:00): none in the middle of the night. */
const FIRST_DOSE_OF_THREE = '07:00'
/** As many times a day as a reminder may have (REMINDER_TIMES_MAX). */
const MAX_TIMES_A_DAY = 6

/** '08:00' + k × hours, wrapped to the day, sorted. */
function dayTimes(first: string, hours: number): string[] {
  const start = Number(first.slice(0, 2))
  return Array.from({ length: 24 / hours }, (_, k) => `${String((start + k * hours) % 24).padStart(2, '0')}:00`).sort()
}

/**
 * A medication's dose reminder: the schedule's interval as clock times from its start date to its
 * end date (inclusive). Null when nothing can be reminded: no schedule, "as needed", or an interval
 * that no daily clock time can follow (under 4 hours, or not dividing the day or whole days: 5 h,
 * 36 h) — the page's "next dose due" still counts those from the last dose.
 */
export function medicationReminderRule(
  medication: { schedule: MedicationSchedule | null; startDate: string | null; endDate: string | null },
  today: string,
): Recurrence | null {
  const hours = medication.schedule ? medicationScheduleHours(medication.schedule) : null
  if (hours === null) return null
  const startDate = medication.startDate ?? today
  const end = medication.endDate ? { kind: 'on_date' as const, date: medication.endDate } : { kind: 'never' as const }
  const base = { startDate, daysOfWeek: [], interval: 1, timesPerWeek: null, end }
  if (hours < 24) {
    if (24 % hours !== 0 || 24 / hours > MAX_TIMES_A_DAY) return null
    return { ...base, repeat: 'times_per_day', times: dayTimes(hours === 8 ? FIRST_DOSE_OF_THREE : FIRST_DOSE_TIME, hours) }
  }
  if (hours === 24) return { ...base, repeat: 'daily', times: [FIRST_DOSE_TIME] }
  if (hours % 24 !== 0) return null
  const days = hours / 24
  if (days === 7) return { ...base, repeat: 'weekly', times: [FIRST_DOSE_TIME] }
  return { ...base, repeat: 'every_n_days', interval: days, times: [FIRST_DOSE_TIME] }
}

/** A treatment's next due date, once, at TREATMENT_REMINDER_TIME; it stays waiting until handled. */
export function treatmentReminderRule(nextDue: string): Recurrence {
  return {
    repeat: 'once',
    startDate: nextDue,
    times: [TREATMENT_REMINDER_TIME],
    daysOfWeek: [],
    interval: 1,
    timesPerWeek: null,
    end: { kind: 'never' },
  }
}

/** A reminder's title is at most 120 characters (REMINDER_TITLE_MAX); a record's name may be longer. */
export function recordReminderTitle(name: string): string {
  const trimmed = name.trim()
  return trimmed.length <= 120 ? trimmed : `${trimmed.slice(0, 119)}…`
}
