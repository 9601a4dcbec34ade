import type { MedicationView } from '@pawpulse/domain/medication-api'
import { doseDueStatus, isCurrentMedication, nextScheduledDose } from '@pawpulse/domain/medication-due'
import { localDate } from '@pawpulse/domain/time-zone'
import { scheduleFromColumns, type MedicationSchedule } from '@pawpulse/domain/schedule'
import type { medications } from '#server/db/schema.ts'

type Row = typeof medications.$inferSelect

export function scheduleOf(row: Pick<Row, 'scheduleFrequency' | 'scheduleIntervalHours'>): MedicationSchedule | null {
  return scheduleFromColumns(row.scheduleFrequency, row.scheduleIntervalHours)
}

export function scheduleColumns(schedule: MedicationSchedule | null | undefined) {
  if (!schedule) return { scheduleFrequency: null, scheduleIntervalHours: null }
  return 'intervalHours' in schedule
    ? { scheduleFrequency: null, scheduleIntervalHours: schedule.intervalHours }
    : { scheduleFrequency: schedule.frequency, scheduleIntervalHours: null }
}

/**
 * Current until the end date has passed in the owner's calendar. The next dose is the one rule the
 * reminder follows too (nextScheduledDose): the scheduled time after the one the last dose stood
 * for, or the next time the reminder rings before any dose. A past medication has no next dose.
 */
export function toMedication(row: Row, lastDoseAt: Date | null, now: Date, timeZone: string): MedicationView {
  const schedule = scheduleOf(row)
  const isCurrent = isCurrentMedication(row.endDate, localDate(now, timeZone))
  // Without a start date its doses count from the day it was added, as its reminder's do (record-reminders.ts).
  const next = isCurrent
    ? nextScheduledDose(
        { schedule, startDate: row.startDate, endDate: row.endDate },
        lastDoseAt,
        now,
        timeZone,
        localDate(row.createdAt, timeZone),
      )
    : null
  return {
    id: row.id,
    petId: row.petId,
    name: row.name,
    dosage: row.dosage,
    frequency: row.frequency,
    schedule,
    route: row.route,
    category: row.category,
    startDate: row.startDate,
    endDate: row.endDate,
    notes: row.notes,
    source: row.source,
    isCurrent,
    lastDoseAt: lastDoseAt?.toISOString() ?? null,
    nextDoseDue: next?.toISOString() ?? null,
    dueStatus: next ? doseDueStatus(next, now, timeZone) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
