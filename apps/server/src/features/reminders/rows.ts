import { recurrenceOf, reminderChannels, type Reminder, type ReminderChannel } from '@pawpulse/domain/reminder-api'
import { repeatKinds, type Recurrence, type RecurrenceEnd, type RepeatKind } from '@pawpulse/domain/recurrence'
import { reminderCategories, type ReminderCategory } from '@pawpulse/domain/reminders'
import type { InferSelectModel } from 'drizzle-orm'
import type { reminders } from '#server/db/schema.ts'

export type ReminderRow = InferSelectModel<typeof reminders>

const isRepeat = (value: string | null): value is RepeatKind => (repeatKinds as readonly (string | null)[]).includes(value)
const isCategory = (value: string): value is ReminderCategory => (reminderCategories as readonly string[]).includes(value)
const isChannel = (value: string): value is ReminderChannel => (reminderChannels as readonly string[]).includes(value)

export function categoryOf(row: Pick<ReminderRow, 'reminderType'>): ReminderCategory {
  return isCategory(row.reminderType) ? row.reminderType : 'custom'
}

function endOf(row: ReminderRow): RecurrenceEnd {
  if (row.endKind === 'on_date' && row.endDate) return { kind: 'on_date', date: row.endDate }
  if (row.endKind === 'after_count' && row.endAfterCount) return { kind: 'after_count', count: row.endAfterCount }
  return { kind: 'never' }
}

/** The reminder as the API shows it. */
export function toReminder(row: ReminderRow, petName: string | null): Reminder {
  return {
    id: row.id,
    petId: row.petId,
    petName,
    category: categoryOf(row),
    title: row.title,
    notes: row.notes,
    startDate: row.startDate,
    times: row.preferredTimes.length > 0 ? row.preferredTimes : ['09:00'],
    repeat: isRepeat(row.repeatFrequency) ? row.repeatFrequency : 'once',
    daysOfWeek: row.daysOfWeek,
    interval: row.repeatInterval,
    timesPerWeek: row.timesPerWeek === null ? null : Math.min(7, row.timesPerWeek),
    end: endOf(row),
    notificationMethods: row.notificationMethods.filter(isChannel),
    paused: row.paused,
    nextDueAt: row.nextDueAt?.toISOString() ?? null,
    source:
      row.sourceKind && row.sourceId ? { kind: row.sourceKind as 'medication' | 'treatment' | 'vaccination', id: row.sourceId } : null,
    createdAt: row.createdAt.toISOString(),
  }
}

export function recurrenceOfRow(row: ReminderRow): Recurrence {
  return recurrenceOf(toReminder(row, null))
}
