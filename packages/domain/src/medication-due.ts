import { medicationReminderRule } from './record-reminders'
import { nextOccurrenceAfter, occurrencesFrom, type Recurrence } from './recurrence'
import { medicationScheduleHours, nextDoseDue, type DueStatus, type MedicationSchedule } from './schedule'
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

/** What the dose rules read of a medication; `ruleStart` is the day its doses count from without a start date. */
export interface DosedMedication {
  schedule: MedicationSchedule | null
  startDate: string | null
  endDate: string | null
}

/**
 * The scheduled dose (an occurrence of the medication's reminder rule) that a dose given at
 * `givenAt` stands for: the scheduled time nearest to it, if it is at most HALF THE INTERVAL away
 * (docs/product/medications-and-treatments.md#doses-and-the-next-dose). Twice a day (08:00,
 * 20:00): a dose from 14:00 to 02:00 is the 20:00 dose — early at 18:50, late at 21:30. Half the
 * interval is where a dose stops being nearer this scheduled time than the other, and it is the
 * usual advice for a missed dose ("give it when you remember, unless it is nearly time for the
 * next one"). Exactly halfway counts for the later one (a dose given ahead of its time). Null when
 * no scheduled time is that near (before the first day, after the last).
 */
export function scheduledDoseOf(rule: Recurrence, intervalHours: number, timeZone: string, givenAt: Date): Date | null {
  const half = (intervalHours * 3_600_000) / 2
  const candidates = occurrencesFrom(rule, timeZone, new Date(givenAt.getTime() - half), 4).filter(
    (at) => at.getTime() <= givenAt.getTime() + half,
  )
  let nearest: Date | null = null
  for (const at of candidates) {
    // Later candidates win ties: the list is in order, so `<=` keeps the later of two equally near.
    if (!nearest || Math.abs(at.getTime() - givenAt.getTime()) <= Math.abs(nearest.getTime() - givenAt.getTime())) nearest = at
  }
  return nearest
}

/** The medication's reminder rule and its interval, or null when no clock time can follow the schedule. */
export function doseRule(medication: DosedMedication, ruleStart: string): { rule: Recurrence; intervalHours: number } | null {
  const rule = medicationReminderRule(medication, ruleStart)
  const intervalHours = medication.schedule ? medicationScheduleHours(medication.schedule) : null
  return rule && intervalHours !== null ? { rule, intervalHours } : null
}

/**
 * When the next dose is due — what the medication card says and what the reminder rings at, from
 * one rule so they cannot disagree:
 *
 * - a schedule with clock times (a reminder rule): the scheduled time after the one the last dose
 *   stood for (scheduledDoseOf), or after the dose itself when it stood for none; before any dose,
 *   the next time the reminder rings after `now`;
 * - an interval no clock follows (5 h, 36 h): the last dose + the interval (nextDoseDue); none
 *   before the first dose;
 * - none without a schedule or for "as needed".
 *
 * `ruleStart` is the owner's day the doses count from when the medication has no start date (the
 * day it was added, as its reminder does).
 */
export function nextScheduledDose(
  medication: DosedMedication,
  lastDoseAt: Date | null,
  now: Date,
  timeZone: string,
  ruleStart: string,
): Date | null {
  if (!medication.schedule) return null
  const dosing = doseRule(medication, ruleStart)
  if (!dosing) return lastDoseAt ? nextDoseDue(lastDoseAt, medication.schedule) : null
  if (!lastDoseAt) return nextOccurrenceAfter(dosing.rule, timeZone, now)
  const stoodFor = scheduledDoseOf(dosing.rule, dosing.intervalHours, timeZone, lastDoseAt)
  return nextOccurrenceAfter(dosing.rule, timeZone, stoodFor ?? lastDoseAt)
}
