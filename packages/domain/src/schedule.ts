import { z } from 'zod'
import { isIsoDate } from './dates'

/** Parasite treatment frequencies (docs/product/medications-and-treatments.md#frequencies). */
export const treatmentFrequencies = ['monthly', 'every_2_months', 'every_3_months', 'every_6_months', 'annual'] as const
export type TreatmentFrequency = (typeof treatmentFrequencies)[number]

export const treatmentFrequencyMonths: Record<TreatmentFrequency, number> = {
  monthly: 1,
  every_2_months: 2,
  every_3_months: 3,
  every_6_months: 6,
  annual: 12,
}

export const treatmentFrequencyLabels: Record<TreatmentFrequency, string> = {
  monthly: 'Monthly',
  every_2_months: 'Every 2 months',
  every_3_months: 'Every 3 months',
  every_6_months: 'Every 6 months',
  annual: 'Every year',
}

/**
 * The next treatment date: calendar months after the last given date, clamped to the month's last
 * day (31 Jan + 1 month = 28 Feb, or 29 Feb in a leap year; 29 Feb + 12 months = 28 Feb). Always
 * counted from the date the dose was actually given, so a clamped month never drifts the next ones.
 */
export function nextDueDate(lastGiven: string, frequency: TreatmentFrequency): string {
  return addMonths(lastGiven, treatmentFrequencyMonths[frequency])
}

/** `dateIso` plus `months` calendar months, clamped to the end of the target month. */
export function addMonths(dateIso: string, months: number): string {
  if (!isIsoDate(dateIso)) throw new RangeError(`Not a date (YYYY-MM-DD): ${dateIso}`)
  const [year, month, day] = dateIso.split('-').map(Number) as [number, number, number]
  const monthIndex = year * 12 + (month - 1) + months
  const targetYear = Math.floor(monthIndex / 12)
  const targetMonth = monthIndex - targetYear * 12
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate()
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10)
}

const DAY_MS = 86_400_000

/** Whole days from `today` to `nextDue` (negative when overdue); both 'YYYY-MM-DD' in the owner's calendar. */
export function daysUntil(nextDue: string, today: string): number {
  if (!isIsoDate(nextDue) || !isIsoDate(today)) throw new RangeError(`Not a date (YYYY-MM-DD): ${nextDue} / ${today}`)
  return Math.round((Date.parse(nextDue) - Date.parse(today)) / DAY_MS)
}

export type DueStatus = 'overdue' | 'due_today' | 'upcoming'

export function dueStatus(nextDue: string, today: string): DueStatus {
  const days = daysUntil(nextDue, today)
  return days < 0 ? 'overdue' : days === 0 ? 'due_today' : 'upcoming'
}

/** Named medication frequencies and the hours between doses; 'as_needed' has no next dose. */
export const medicationFrequencies = ['once_daily', 'twice_daily', 'three_times_daily', 'every_other_day', 'weekly', 'as_needed'] as const
export type MedicationFrequency = (typeof medicationFrequencies)[number]

export const medicationFrequencyHours: Record<MedicationFrequency, number | null> = {
  once_daily: 24,
  twice_daily: 12,
  three_times_daily: 8,
  every_other_day: 48,
  weekly: 168,
  as_needed: null,
}

/** A vet's own interval between doses, in hours: 1 h to 30 days (a check constraint reads it too). */
export const MEDICATION_INTERVAL_HOURS = { min: 1, max: 720 } as const

/** Either a named frequency or a vet's own interval in hours. */
export const medicationScheduleSchema = z.union(
  [
    z.object({ frequency: z.enum(medicationFrequencies) }).strict(),
    z
      .object({
        // A refine, not .int(): zod's union drops an option on a type issue, which .int() raises,
        // and the owner would see the generic union message instead of this one.
        intervalHours: z
          .number({ error: 'Enter the hours between doses' })
          .min(MEDICATION_INTERVAL_HOURS.min, 'Doses are at least 1 hour apart')
          .max(MEDICATION_INTERVAL_HOURS.max, `Doses are at most ${MEDICATION_INTERVAL_HOURS.max} hours (30 days) apart`)
          .refine(Number.isInteger, 'Enter whole hours'),
      })
      .strict(),
  ],
  { error: 'Choose how often, or enter the hours between doses' },
)
export type MedicationSchedule = z.infer<typeof medicationScheduleSchema>

/** The hours between doses of a schedule; null for 'as needed'. */
export function medicationScheduleHours(schedule: MedicationFrequency | MedicationSchedule): number | null {
  if (typeof schedule === 'string') return medicationFrequencyHours[schedule]
  return 'intervalHours' in schedule ? schedule.intervalHours : medicationFrequencyHours[schedule.frequency]
}

/**
 * A fixed number of hours after a "dose given" (a DST change moves the wall-clock time, not the
 * interval): the next dose of an interval no clock time follows (5 h, 36 h). Null for 'as needed'.
 * A schedule with clock times counts from its scheduled times instead (medication-due.ts
 * `nextScheduledDose`).
 */
export function nextDoseDue(lastGivenAt: Date, frequency: MedicationFrequency | MedicationSchedule): Date | null {
  const hours = medicationScheduleHours(frequency)
  return hours === null ? null : new Date(lastGivenAt.getTime() + hours * 3_600_000)
}

/** The schedule as stored in two columns (a named frequency, or the vet's hours); null when neither is set. */
export function scheduleFromColumns(frequency: string | null, intervalHours: number | null): MedicationSchedule | null {
  if (intervalHours !== null) return { intervalHours }
  if ((medicationFrequencies as readonly string[]).includes(frequency ?? '')) return { frequency: frequency as MedicationFrequency }
  return null
}
