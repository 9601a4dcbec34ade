import { medicationReminderRule } from './record-reminders'
import { nextOccurrenceAfter } from './recurrence'
import type { DueStatus, MedicationSchedule } from './schedule'
import { localDate } from './time-zone'

/**
 * Whether a medication is current: until its end date has passed in the owner's calendar (the
 * end date itself is still a day of treatment). No end date: ongoing.
 */
export function isCurrentMedication(endDate: string | null | undefined, today: string): boolean {
  return !endDate || endDate >= today
}

/**
 * A dose's status at `now`: overdue once its time has passed, due today when it falls later on
 * the owner's calendar day, upcoming after that. Doses are timed to the hour (nextDoseDue), so
 * unlike a treatment date a dose earlier today is already overdue.
 */
export function doseDueStatus(nextDue: Date, now: Date, timeZone: string): DueStatus {
  if (nextDue.getTime() <= now.getTime()) return 'overdue'
  return localDate(nextDue, timeZone) === localDate(now, timeZone) ? 'due_today' : 'upcoming'
}

/**
 * Before the first "dose given" is recorded, the next dose is the next time the medication's own
 * reminder rings (medicationReminderRule: 08:00, 08:00/20:00, …, from its start date), so the page
 * and the reminder agree. Null when no clock time can follow the schedule (as needed, 5 h, 36 h)
 * or the treatment has ended; after a dose, nextDoseDue counts from it instead.
 */
export function firstScheduledDose(
  medication: { schedule: MedicationSchedule | null; startDate: string | null; endDate: string | null },
  now: Date,
  timeZone: string,
): Date | null {
  const rule = medicationReminderRule(medication, localDate(now, timeZone))
  return rule ? nextOccurrenceAfter(rule, timeZone, now) : null
}
