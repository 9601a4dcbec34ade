import { reminderInputSchema, type NewReminder, type Reminder, type ReminderChannel } from '@pawpulse/domain/reminder-api'
import type { EndKind, RepeatKind } from '@pawpulse/domain/recurrence'
import type { ReminderCategory } from '@pawpulse/domain/reminders'
import { ApiError } from '#web/lib/api-client.ts'
import { bodyResolver } from '#web/lib/body-resolver.ts'

/** The form's fields: strings and numbers as the controls give them; the request is built from them. */
export interface ReminderFormValues {
  /** '' for a reminder about no pet. */
  petId: string
  category: ReminderCategory
  title: string
  notes: string
  startDate: string
  times: string[]
  repeat: RepeatKind
  daysOfWeek: number[]
  interval: number | null
  timesPerWeek: number | null
  endKind: EndKind
  endDate: string
  endCount: number | null
  /** Besides this page: e-mail, push. */
  notificationMethods: ReminderChannel[]
}

/** Rules that fire on weekdays show the day picker. */
export const usesWeekdays = (repeat: RepeatKind) => repeat === 'weekly' || repeat === 'times_per_week' || repeat === 'every_n_weeks'

/** A new reminder; `methods` are the owner's defaults (the preferences). */
export function newReminderValues(today: string, methods: readonly ReminderChannel[] = ['email']): ReminderFormValues {
  return {
    petId: '',
    category: 'medication',
    title: '',
    notes: '',
    startDate: today,
    times: ['09:00'],
    repeat: 'daily',
    daysOfWeek: [],
    interval: 2,
    timesPerWeek: 3,
    endKind: 'never',
    endDate: '',
    endCount: 10,
    notificationMethods: [...methods],
  }
}

export function reminderValuesOf(reminder: Reminder): ReminderFormValues {
  return {
    petId: reminder.petId ?? '',
    category: reminder.category,
    title: reminder.title,
    notes: reminder.notes ?? '',
    startDate: reminder.startDate,
    times: [...reminder.times],
    repeat: reminder.repeat,
    daysOfWeek: [...reminder.daysOfWeek],
    interval: reminder.interval,
    timesPerWeek: reminder.timesPerWeek ?? 3,
    endKind: reminder.end.kind,
    endDate: reminder.end.kind === 'on_date' ? reminder.end.date : '',
    endCount: reminder.end.kind === 'after_count' ? reminder.end.count : 10,
    notificationMethods: [...reminder.notificationMethods],
  }
}

/** The request: only what the chosen repeat uses (a hidden field's old value is not sent). */
export function reminderBody(values: ReminderFormValues) {
  const end =
    values.repeat === 'once' || values.endKind === 'never'
      ? { kind: 'never' as const }
      : values.endKind === 'on_date'
        ? { kind: 'on_date' as const, date: values.endDate }
        : { kind: 'after_count' as const, count: values.endCount ?? Number.NaN }
  return {
    petId: values.petId || null,
    category: values.category,
    title: values.title,
    notes: values.notes.trim() || null,
    startDate: values.startDate,
    times: values.times,
    repeat: values.repeat,
    daysOfWeek: usesWeekdays(values.repeat) ? [...values.daysOfWeek].sort((a, b) => a - b) : [],
    interval: values.repeat === 'every_n_weeks' ? (values.interval ?? Number.NaN) : 1,
    timesPerWeek: values.repeat === 'times_per_week' ? (values.timesPerWeek ?? Number.NaN) : null,
    end,
    notificationMethods: values.notificationMethods,
  }
}

/** A message about the request's path, on the form field that made it ('end.date' → the end date). */
export function reminderFieldOf(path: readonly PropertyKey[]): keyof ReminderFormValues | null {
  const [first, second] = path.map(String)
  if (first === 'end') return second === 'date' ? 'endDate' : second === 'count' ? 'endCount' : 'endKind'
  if (first === 'petId' || first === 'category' || first === 'title' || first === 'notes' || first === 'startDate') return first
  if (first === 'times' || first === 'repeat' || first === 'daysOfWeek' || first === 'interval' || first === 'timesPerWeek') return first
  if (first === 'notificationMethods') return first
  return null
}

export const reminderResolver = bodyResolver<ReminderFormValues, NewReminder>(
  reminderInputSchema,
  reminderBody,
  (path) => reminderFieldOf(path) ?? 'root',
)

/** The server's field paths ('times.0', 'end.date') as the form's fields, so its messages land there. */
export function withFormFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return error
  const fields: Record<string, string> = {}
  for (const [path, message] of Object.entries(error.fields)) {
    const field = reminderFieldOf(path.split('.'))
    if (field) fields[field] ??= message
  }
  return new ApiError(error.code, error.message, error.status, fields, error.hasServerMessage)
}

export const reminderFieldNames = [
  'petId',
  'category',
  'title',
  'notes',
  'startDate',
  'times',
  'repeat',
  'daysOfWeek',
  'interval',
  'timesPerWeek',
  'endKind',
  'endDate',
  'endCount',
  'notificationMethods',
] as const
