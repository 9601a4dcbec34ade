import { sql } from 'drizzle-orm'
import { index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamps } from './columns'
import { pets } from './pets'

export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'cascade' }),
    /** The category (medication, vaccination, parasite_treatment, vet_visit, …). */
    reminderType: text('reminder_type').notNull(),
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
    repeatFrequency: text('repeat_frequency'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('reminders_user_date_idx').on(t.userId, t.reminderDate), index('reminders_pet_date_idx').on(t.petId, t.reminderDate)],
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
