// The shapes of reminders, their occurrences and the in-app inbox, shared by the web forms and
// the API (docs/product/reminders.md).
import { z } from 'zod'
import { isoDateSchema } from './dates'
import { actedAtSchema } from './offline-writes'
import { endKinds, repeatKinds, type Recurrence } from './recurrence'
import { reminderCategories } from './reminders'
import { textSchema } from './text'

export const REMINDER_TITLE_MAX = 120
export const REMINDER_NOTES_MAX = 1000
export const REMINDER_TIMES_MAX = 6
/** Every N weeks: up to a year apart. */
export const REMINDER_INTERVAL_WEEKS = { min: 1, max: 52 } as const
/** "After N times": a limit the column's check shares. */
export const REMINDER_END_COUNT = { min: 1, max: 1000 } as const

/**
 * The ways a reminder reaches the owner besides the in-app inbox, which every delivered reminder
 * is in: e-mail, and web push to every device the owner turned push on for.
 */
export const reminderChannels = ['email', 'push'] as const
export type ReminderChannel = (typeof reminderChannels)[number]

export const reminderCategoryLabels: Record<(typeof reminderCategories)[number], string> = {
  medication: 'Medication',
  parasite_treatment: 'Parasite treatment',
  vaccination: 'Vaccination',
  vet_visit: 'Vet visit',
  breathing_check: 'Breathing count',
  weight_check: 'Weigh-in',
  grooming: 'Grooming',
  custom: 'Other',
}

export const repeatLabels: Record<(typeof repeatKinds)[number], string> = {
  once: 'Once',
  daily: 'Every day',
  times_per_day: 'Several times a day',
  weekly: 'Weekly on chosen days',
  times_per_week: 'Several times a week',
  every_n_weeks: 'Every few weeks',
  every_n_days: 'Every few days',
  monthly: 'Every month',
  yearly: 'Every year',
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
export const timeOfDaySchema = textSchema().regex(TIME, 'Enter a time as HH:MM')

export const reminderEndSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('never') }).strict(),
    z.object({ kind: z.literal('on_date'), date: isoDateSchema }).strict(),
    z
      .object({
        kind: z.literal('after_count'),
        count: z
          .number({ error: 'Enter how many times' })
          .int('Enter a whole number')
          .min(REMINDER_END_COUNT.min, 'At least once')
          .max(REMINDER_END_COUNT.max, `At most ${REMINDER_END_COUNT.max} times`),
      })
      .strict(),
  ],
  { error: `End is one of: ${endKinds.join(', ')}` },
)

const reminderFields = {
  petId: z.uuid({ error: 'Unknown pet' }).nullable(),
  category: z.enum(reminderCategories, { error: 'Choose a category' }),
  title: textSchema({ error: 'Enter a title' })
    .trim()
    .min(1, 'Enter a title')
    .max(REMINDER_TITLE_MAX, `Title must be at most ${REMINDER_TITLE_MAX} characters`),
  notes: textSchema().trim().max(REMINDER_NOTES_MAX, `Notes must be at most ${REMINDER_NOTES_MAX} characters`).nullable(),
  startDate: isoDateSchema,
  times: z
    .array(timeOfDaySchema)
    .min(1, 'Choose at least one time')
    .max(REMINDER_TIMES_MAX, `At most ${REMINDER_TIMES_MAX} times a day`)
    .refine((times) => new Set(times).size === times.length, 'Each time once'),
  repeat: z.enum(repeatKinds, { error: 'Choose how often' }),
  /** 0 = Sunday … 6 = Saturday. */
  daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7),
  interval: z
    .number()
    .int('Enter a whole number')
    .min(REMINDER_INTERVAL_WEEKS.min, 'At least every week')
    .max(REMINDER_INTERVAL_WEEKS.max, `At most every ${REMINDER_INTERVAL_WEEKS.max} weeks`),
  timesPerWeek: z.number().int('Enter a whole number').min(1, 'At least once a week').max(7, 'At most 7 times a week').nullable(),
  end: reminderEndSchema,
  notificationMethods: z.array(z.enum(reminderChannels, { error: 'Unknown notification method' })).max(reminderChannels.length),
}

/** The rules a whole reminder must keep (checked on create, and on the merged result of an edit). */
function checkReminder(
  value: Pick<z.infer<z.ZodObject<typeof reminderFields>>, 'end' | 'startDate' | 'repeat' | 'times' | 'daysOfWeek'>,
  ctx: z.RefinementCtx,
) {
  if (value.end.kind === 'on_date' && value.end.date < value.startDate)
    ctx.addIssue({ code: 'custom', path: ['end', 'date'], message: 'The end date cannot be before the start date' })
  if (value.repeat === 'times_per_day' && value.times.length < 2)
    ctx.addIssue({ code: 'custom', path: ['times'], message: 'Choose two or more times for several times a day' })
  if (value.repeat === 'weekly' && value.daysOfWeek.length === 0)
    ctx.addIssue({ code: 'custom', path: ['daysOfWeek'], message: 'Choose at least one day' })
}

export const reminderInputSchema = z
  .object({
    ...reminderFields,
    notes: reminderFields.notes.default(null),
    daysOfWeek: reminderFields.daysOfWeek.default([]),
    interval: reminderFields.interval.default(1),
    timesPerWeek: reminderFields.timesPerWeek.default(null),
    end: reminderEndSchema.default({ kind: 'never' }),
    /** Unset: the owner's preferred methods (profile). */
    notificationMethods: reminderFields.notificationMethods.optional(),
  })
  .strict()
  .superRefine(checkReminder)
export type ReminderInput = z.input<typeof reminderInputSchema>
/** A new reminder after validation: the defaults filled in. */
export type NewReminder = z.output<typeof reminderInputSchema>

/** An edit: any field; `paused` stops and resumes the reminder. */
export const reminderPatchSchema = z
  .object({ ...reminderFields, paused: z.boolean() })
  .partial()
  .strict()
export type ReminderPatch = z.infer<typeof reminderPatchSchema>

/** The merged reminder of an edit must still keep the rules. */
export const reminderRulesSchema = z.object(reminderFields).superRefine(checkReminder)

export const reminderSchema = z.object({
  ...reminderFields,
  id: z.uuid(),
  petName: z.string().nullable(),
  paused: z.boolean(),
  /** Null: it has ended (a once reminder that fired, an end reached). */
  nextDueAt: z.iso.datetime({ offset: true }).nullable(),
  /** Set when the reminder follows a record (a medication's doses, a treatment's next date). */
  source: z.object({ kind: z.enum(['medication', 'treatment', 'vaccination']), id: z.uuid() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type Reminder = z.infer<typeof reminderSchema>

export const occurrenceStatuses = ['due', 'done', 'skipped', 'missed'] as const
export type OccurrenceStatus = (typeof occurrenceStatuses)[number]

export const occurrenceSchema = z.object({
  id: z.uuid(),
  reminderId: z.uuid(),
  petId: z.uuid().nullable(),
  petName: z.string().nullable(),
  title: z.string(),
  category: z.enum(reminderCategories),
  dueAt: z.iso.datetime({ offset: true }),
  status: z.enum(occurrenceStatuses),
  snoozedUntil: z.iso.datetime({ offset: true }).nullable(),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
})
export type Occurrence = z.infer<typeof occurrenceSchema>

/** A coming occurrence, computed from the rule (not stored until it is due). */
export const upcomingSchema = z.object({
  reminderId: z.uuid(),
  petId: z.uuid().nullable(),
  petName: z.string().nullable(),
  title: z.string(),
  category: z.enum(reminderCategories),
  dueAt: z.iso.datetime({ offset: true }),
})
export type Upcoming = z.infer<typeof upcomingSchema>

export const snoozeOptions = ['15m', '1h', 'tomorrow'] as const
export const snoozeLabels: Record<(typeof snoozeOptions)[number], string> = { '15m': '15 minutes', '1h': '1 hour', tomorrow: 'Tomorrow' }
/**
 * `POST /api/reminder-occurrences/{id}/actions`. `at` (optional, default now) is when the owner
 * acted: done and skip record it as the time handled, a snooze counts from it (offline-writes.ts).
 */
export const occurrenceActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('done'), at: actedAtSchema.optional() }).strict(),
    z.object({ action: z.literal('skip'), at: actedAtSchema.optional() }).strict(),
    z
      .object({
        action: z.literal('snooze'),
        for: z.enum(snoozeOptions, { error: 'Snooze for 15m, 1h or tomorrow' }),
        at: actedAtSchema.optional(),
      })
      .strict(),
  ],
  { error: 'Action is done, skip or snooze' },
)
export type OccurrenceAction = z.infer<typeof occurrenceActionSchema>

export const inboxItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['reminder', 'breathing_alert', 'breathing_note']),
  title: z.string(),
  body: z.string(),
  petId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  occurrence: occurrenceSchema.nullable(),
  /** An urgent breathing alert: the pet's Primary Veterinarian today (to call), null otherwise or when none. */
  vet: z.object({ name: z.string().nullable(), phoneNumber: z.string().nullable() }).nullable().default(null),
})
export type InboxItem = z.infer<typeof inboxItemSchema>

export const notificationsOverviewSchema = z.object({
  unread: z.number().int(),
  inbox: z.array(inboxItemSchema),
  /** Due occurrences not yet done or skipped, oldest first: shown until handled. */
  overdue: z.array(occurrenceSchema),
  /** The next seven days, from the rules. */
  upcoming: z.array(upcomingSchema),
})
export type NotificationsOverview = z.infer<typeof notificationsOverviewSchema>

/** Quiet hours on the owner's clock; start after end spans midnight (22:00–07:00). */
export const quietHoursSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .strict()
  .refine((q) => q.start !== q.end, { message: 'Quiet hours must start and end at different times', path: ['end'] })

export const notificationPreferencesSchema = z
  .object({
    methods: z.array(z.enum(reminderChannels, { error: 'Unknown notification method' })).max(reminderChannels.length),
    quietHours: quietHoursSchema.nullable(),
    /** Categories whose reminders come by e-mail no more (the unsubscribe link in each e-mail). */
    emailMutedCategories: z.array(z.enum(reminderCategories, { error: 'Unknown reminder category' })).max(reminderCategories.length),
  })
  .strict()
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>

/** The recurrence a stored reminder's fields describe. */
export function recurrenceOf(
  reminder: Pick<Reminder, 'repeat' | 'startDate' | 'times' | 'daysOfWeek' | 'interval' | 'timesPerWeek' | 'end'>,
): Recurrence {
  return {
    repeat: reminder.repeat,
    startDate: reminder.startDate,
    times: reminder.times,
    daysOfWeek: reminder.daysOfWeek,
    interval: reminder.interval,
    timesPerWeek: reminder.timesPerWeek,
    end: reminder.end,
  }
}
