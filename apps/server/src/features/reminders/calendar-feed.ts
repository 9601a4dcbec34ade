// The private calendar feed (docs/product/reminders.md#calendar-feed). Its address carries a
// secret token; only the token's SHA-256 is kept, in user_notification_tokens (channel
// 'calendar', one row per user), so a copy of the database does not open anyone's calendar.
import { createHash, randomBytes } from 'node:crypto'
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  CALENDAR_FEED_MAX_EVENTS,
  feedTokenOfFile,
  type CalendarFeed,
} from '@pawpulse/domain/calendar-feed-api'
import { occurrencesBetween, type Recurrence } from '@pawpulse/domain/recurrence'
import { and, asc, desc, eq } from 'drizzle-orm'
import { ownerSettings } from '#server/core/reminder-rules.ts'
import type { Database } from '#server/db/client.ts'
import { pets, reminders, userNotificationTokens, users } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { calendarIcs, type CalendarEntry } from './calendar-ics'
import { handledAhead } from './occurrences'
import { recurrenceOfRow } from './rows'

const CALENDAR = 'calendar'
const DAY_MS = 86_400_000

/** Unknown, revoked and malformed addresses answer alike, so none tells a guesser anything. */
export const FEED_NOT_FOUND = 'This calendar address does not exist or was turned off.'

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')
const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/api/calendar/${token}.ics`

export async function feedStatus(db: Database, userId: string): Promise<CalendarFeed> {
  const [row] = await db
    .select({ createdAt: userNotificationTokens.createdAt })
    .from(userNotificationTokens)
    .where(and(eq(userNotificationTokens.userId, userId), eq(userNotificationTokens.channel, CALENDAR)))
    .orderBy(desc(userNotificationTokens.createdAt))
    .limit(1)
  return { url: null, createdAt: row?.createdAt.toISOString() ?? null }
}

/**
 * Makes a new address and ends any earlier one in the same transaction: there is never a moment
 * with two working addresses, nor none after a failed attempt. The user's row is locked first,
 * so two clicks at once still leave one address.
 */
export async function createFeed(db: Database, userId: string, publicUrl: string): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url')
  const createdAt = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    await tx
      .delete(userNotificationTokens)
      .where(and(eq(userNotificationTokens.userId, userId), eq(userNotificationTokens.channel, CALENDAR)))
    const [row] = await tx
      .insert(userNotificationTokens)
      .values({ userId, channel: CALENDAR, token: hashOf(token) })
      .returning({ createdAt: userNotificationTokens.createdAt })
    return row!.createdAt
  })
  return { url: feedUrl(publicUrl, token), createdAt: createdAt.toISOString() }
}

/** Turns the feed off: its address answers 404 from now on. Nothing to turn off is fine too. */
export async function revokeFeed(db: Database, userId: string): Promise<void> {
  await db
    .delete(userNotificationTokens)
    .where(and(eq(userNotificationTokens.userId, userId), eq(userNotificationTokens.channel, CALENDAR)))
}

async function ownerOfFeed(db: Database, file: string): Promise<string> {
  const token = feedTokenOfFile(file)
  if (!token) throw AppError.notFound(FEED_NOT_FOUND)
  const [row] = await db
    .select({ userId: userNotificationTokens.userId })
    .from(userNotificationTokens)
    .where(and(eq(userNotificationTokens.channel, CALENDAR), eq(userNotificationTokens.token, hashOf(token))))
  if (!row) throw AppError.notFound(FEED_NOT_FOUND)
  return row.userId
}

/**
 * The feed behind an address (`<token>.ics`): every occurrence of the owner's active reminders
 * from a week ago to 90 days ahead, the earliest CALENDAR_FEED_MAX_EVENTS of them. Reminders that
 * follow a medication or a treatment are reminders like any other here.
 */
export async function readFeed(db: Database, file: string, publicUrl: string, now = new Date()): Promise<string> {
  const userId = await ownerOfFeed(db, file)
  const { timeZone } = await ownerSettings(db, userId)
  const rows = await db
    .select({ reminder: reminders, petName: pets.name })
    .from(reminders)
    .leftJoin(pets, eq(pets.id, reminders.petId))
    .where(and(eq(reminders.userId, userId), eq(reminders.paused, false)))
    // A fixed order: events at the same instant stay in the same order, and under the cap, on every poll.
    .orderBy(asc(reminders.createdAt), asc(reminders.id))
  const from = new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * DAY_MS)
  const to = new Date(now.getTime() + CALENDAR_FEED_DAYS_AHEAD * DAY_MS)
  const reminderRules = rows.map(({ reminder, petName }) => ({ reminder, petName, rule: recurrenceOfRow(reminder) }))
  // A scheduled dose already given (early) will not ring: it leaves the calendar too.
  const handled = await handledAhead(db, userId, from, to)
  const events = earliestOccurrences(reminderRules, timeZone, from, to).filter(
    ({ item, start }) => !handled.has(`${item.reminder.id} ${start.getTime()}`),
  )
  const entries: CalendarEntry[] = events.map(({ item, start }) => ({
    reminderId: item.reminder.id,
    petName: item.petName,
    title: item.reminder.title,
    notes: item.reminder.notes,
    start,
    changedAt: item.reminder.updatedAt,
  }))
  return calendarIcs(entries, publicUrl)
}

const daysIn = (from: Date, to: Date) => Math.ceil((to.getTime() - from.getTime()) / DAY_MS)

/**
 * The earliest CALENDAR_FEED_MAX_EVENTS occurrences of all the rules in [from, to), in order.
 * Expanding an instant takes a time zone look-up, so the window is walked a week at a time and
 * the walk stops once the cap is reached: twenty reminders six times a day cost three weeks of
 * expansion, not ninety-seven days of each. A rule that ends after N times is counted from its
 * start on every expansion, so it is expanded once, over the whole window.
 */
function earliestOccurrences<T extends { rule: Recurrence }>(items: T[], timeZone: string, from: Date, to: Date) {
  // A rule fires at most once per time of day, which bounds what one expansion can hold.
  const expand = (rule: Recurrence, a: Date, b: Date) => occurrencesBetween(rule, timeZone, a, b, (daysIn(a, b) + 2) * rule.times.length)
  const found: { item: T; start: Date }[] = []
  const counted = items.filter((item) => item.rule.end.kind === 'after_count')
  const counting = counted.map((item) => ({ item, starts: expand(item.rule, from, to) }))
  const others = items.filter((item) => item.rule.end.kind !== 'after_count')
  let weekStart = from
  while (weekStart < to && found.length < CALENDAR_FEED_MAX_EVENTS) {
    const weekEnd = new Date(Math.min(weekStart.getTime() + 7 * DAY_MS, to.getTime()))
    for (const item of others) for (const start of expand(item.rule, weekStart, weekEnd)) found.push({ item, start })
    for (const { item, starts } of counting)
      for (const start of starts) if (start >= weekStart && start < weekEnd) found.push({ item, start })
    weekStart = weekEnd
  }
  found.sort((a, b) => a.start.getTime() - b.start.getTime())
  return found.slice(0, CALENDAR_FEED_MAX_EVENTS)
}
