import { reminderChannels, type NotificationPreferences } from '@pawpulse/domain/reminder-api'
import { reminderCategories, type ReminderCategory } from '@pawpulse/domain/reminders'
import { eq } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'

/** Channels the profile holds that reminders can use (push and SMS are not built yet). */
const usable = (methods: string[]) =>
  methods.filter((m): m is (typeof reminderChannels)[number] => (reminderChannels as readonly string[]).includes(m))

const isCategory = (value: string): value is ReminderCategory => (reminderCategories as readonly string[]).includes(value)

export async function readPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  return {
    methods: usable(row?.preferredNotificationMethods ?? []),
    quietHours: row?.quietHoursStart && row.quietHoursEnd ? { start: row.quietHoursStart, end: row.quietHoursEnd } : null,
    emailMutedCategories: (row?.emailMutedCategories ?? []).filter(isCategory),
  }
}

/**
 * Saves the default channels of new reminders and the quiet hours. The profile's list is what
 * onboarding asked; only channels reminders use are replaced, so a stored 'sms' choice stays.
 */
export async function savePreferences(db: Database, userId: string, input: NotificationPreferences): Promise<NotificationPreferences> {
  const [row] = await db.select({ methods: users.preferredNotificationMethods }).from(users).where(eq(users.id, userId))
  const others = (row?.methods ?? []).filter((m) => !(reminderChannels as readonly string[]).includes(m))
  await db
    .update(users)
    .set({
      preferredNotificationMethods: [...input.methods, ...others],
      quietHoursStart: input.quietHours?.start ?? null,
      quietHoursEnd: input.quietHours?.end ?? null,
      emailMutedCategories: [...new Set(input.emailMutedCategories)],
    })
    .where(eq(users.id, userId))
  return readPreferences(db, userId)
}
