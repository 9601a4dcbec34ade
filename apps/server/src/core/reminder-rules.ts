// How a reminder's rule is stored and whose clock it runs on: shared by the reminders feature and
// by the reminders that follow a medication or a treatment (record-reminders.ts).
import { reminderChannels, type ReminderChannel } from '@pawpulse/domain/reminder-api'
import type { Recurrence } from '@pawpulse/domain/recurrence'
import { safeTimeZone } from '@pawpulse/domain/time-zone'
import { eq } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'

/** The owner's zone and preferred channels, as reminders use them. */
export type OwnerSettings = Awaited<ReturnType<typeof ownerSettings>>

export async function ownerSettings(db: Tx, userId: string) {
  const [row] = await db
    .select({ timezone: users.timezone, methods: users.preferredNotificationMethods })
    .from(users)
    .where(eq(users.id, userId))
  const methods = (row?.methods ?? []).filter((m): m is ReminderChannel => (reminderChannels as readonly string[]).includes(m))
  return { timeZone: safeTimeZone(row?.timezone), methods }
}

/** The columns a reminder's rule is stored in. */
export function ruleColumns(rule: Recurrence) {
  return {
    startDate: rule.startDate,
    preferredTimes: [...new Set(rule.times)].sort(),
    repeatFrequency: rule.repeat,
    daysOfWeek: [...new Set(rule.daysOfWeek)].sort((a, b) => a - b),
    repeatInterval: rule.interval,
    timesPerWeek: rule.timesPerWeek,
    timesPerDay: rule.repeat === 'times_per_day' ? rule.times.length : null,
    endKind: rule.end.kind,
    endDate: rule.end.kind === 'on_date' ? rule.end.date : null,
    endAfterCount: rule.end.kind === 'after_count' ? rule.end.count : null,
  }
}
