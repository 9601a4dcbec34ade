import { type DueStatus } from './schedule'
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
