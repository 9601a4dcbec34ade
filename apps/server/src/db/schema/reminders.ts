import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { REMINDER_END_COUNT, REMINDER_INTERVAL_WEEKS } from '@pawpulse/domain/reminder-api'
import { users } from './auth'
import { limit, timestamps } from './columns'
import { pets } from './pets'

/** A reminder and its rule (docs/product/reminders.md); the rule is on the owner's clock. */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'cascade' }),
    /** The category (medication, vaccination, parasite_treatment, vet_visit, …, custom). */
    reminderType: text('reminder_type').notNull(),
    /** The first occurrence, as an instant. */
    reminderDate: timestamp('reminder_date', { withTimezone: true }).notNull(),
    /** The first of notification_methods. */
    notificationMethod: text('notification_method').notNull().default('email'),
    notificationMethods: text('notification_methods')
      .array()
      .notNull()
      .default(sql`ARRAY['email']::text[]`),
    preferredTimes: text('preferred_times')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    daysOfWeek: smallint('days_of_week')
      .array()
      .notNull()
      .default(sql`ARRAY[]::smallint[]`),
    timesPerWeek: smallint('times_per_week'),
    timesPerDay: smallint('times_per_day'),
    title: text('title').notNull(),
    /** once, daily, times_per_day, weekly, times_per_week, every_n_weeks, monthly, yearly. */
    repeatFrequency: text('repeat_frequency'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    notes: text('notes'),
    /** The owner's calendar date the rule starts on. */
    startDate: date('start_date').notNull(),
    /** Every N weeks: N. */
    repeatInterval: smallint('repeat_interval').notNull().default(1),
    endKind: text('end_kind').notNull().default('never'),
    endDate: date('end_date'),
    endAfterCount: integer('end_after_count'),
    paused: boolean('paused').notNull().default(false),
    /** The next occurrence the dispatcher has not created yet; null once the rule has ended. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    /** A reminder that follows a record: 'medication' | 'treatment' | 'vaccination', and its id. */
    sourceKind: text('source_kind'),
    sourceId: uuid('source_id'),
    ...timestamps,
  },
  (t) => [
    index('reminders_user_date_idx').on(t.userId, t.reminderDate),
    index('reminders_pet_date_idx').on(t.petId, t.reminderDate),
    index('reminders_next_due_idx')
      .on(t.nextDueAt)
      .where(sql`${t.nextDueAt} is not null and not ${t.paused}`),
    uniqueIndex('reminders_source_uq').on(t.sourceKind, t.sourceId),
    check('reminders_end_kind_check', sql`${t.endKind} in ('never', 'on_date', 'after_count')`),
    check(
      'reminders_interval_check',
      sql`${t.repeatInterval} between ${limit(REMINDER_INTERVAL_WEEKS.min)} and ${limit(REMINDER_INTERVAL_WEEKS.max)}`,
    ),
    check(
      'reminders_end_count_check',
      sql`${t.endAfterCount} is null or ${t.endAfterCount} between ${limit(REMINDER_END_COUNT.min)} and ${limit(REMINDER_END_COUNT.max)}`,
    ),
  ],
)

/**
 * One occurrence of a reminder, created when it falls due. Unique on (reminder, instant): two
 * dispatchers that race create it once, and everything delivered hangs off this row.
 */
export const reminderOccurrences = pgTable(
  'reminder_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** due (waiting for the owner), done, skipped, missed (too late when the server got to it). */
    status: text('status').notNull().default('due'),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    /** Each snooze that ends delivers again: round 2, 3… */
    round: smallint('round').notNull().default(1),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reminder_occurrences_reminder_due_uq').on(t.reminderId, t.dueAt),
    index('reminder_occurrences_user_status_idx').on(t.userId, t.status, t.dueAt),
    index('reminder_occurrences_snoozed_idx')
      .on(t.snoozedUntil)
      .where(sql`${t.snoozedUntil} is not null`),
    check('reminder_occurrences_status_check', sql`${t.status} in ('due', 'done', 'skipped', 'missed')`),
  ],
)

/** The in-app inbox: every notification delivered to a user (docs/product/reminders.md#the-inbox). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'cascade' }),
    occurrenceId: uuid('occurrence_id').references(() => reminderOccurrences.id, { onDelete: 'cascade' }),
    /** 'reminder' | 'breathing_alert' (urgent) | 'breathing_note' (an old count's message: inbox only) */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('notifications_occurrence_user_uq').on(t.occurrenceId, t.userId),
  ],
)

/**
 * One message on one channel (e-mail) for one round of a notification. Unique on (notification,
 * channel, round): however many dispatchers run, each is created once; a sender claims it before
 * sending (status 'sending'), so two senders never send it twice.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    round: smallint('round').notNull().default(1),
    /** pending, sending, sent, failed (gave up after retries), cancelled (handled before it went). */
    status: text('status').notNull().default('pending'),
    /** Not before this instant (the end of the owner's quiet hours). */
    deliverAfter: timestamp('deliver_after', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('notification_deliveries_uq').on(t.notificationId, t.channel, t.round),
    index('notification_deliveries_pending_idx')
      .on(t.deliverAfter)
      .where(sql`${t.status} = 'pending'`),
    check('notification_deliveries_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'cancelled')`),
  ],
)

export const userNotificationTokens = pgTable(
  'user_notification_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'email' | 'push' | 'sms' */
    channel: text('channel').notNull(),
    token: text('token').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_notification_tokens_uq').on(t.userId, t.channel, t.token)],
)
