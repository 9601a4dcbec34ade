import type { MedicationView } from '@pawpulse/domain/medication-api'
import { doseDueStatus, firstScheduledDose, isCurrentMedication } from '@pawpulse/domain/medication-due'
import { localDate } from '@pawpulse/domain/time-zone'
import { nextDoseDue, scheduleFromColumns, type MedicationSchedule } from '@pawpulse/domain/schedule'
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
 * Current until the end date has passed in the owner's calendar; the next dose is due a schedule
 * interval after the last "dose given" (nextDoseDue), and before the first one when its reminder
 * next rings (firstScheduledDose). A past medication has no next dose.
 */
export function toMedication(row: Row, lastDoseAt: Date | null, now: Date, timeZone: string): MedicationView {
  const schedule = scheduleOf(row)
  const isCurrent = isCurrentMedication(row.endDate, localDate(now, timeZone))
  const next =
    !isCurrent || !schedule
      ? null
      : lastDoseAt
        ? nextDoseDue(lastDoseAt, schedule)
        : firstScheduledDose({ schedule, startDate: row.startDate, endDate: row.endDate }, now, timeZone)
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
