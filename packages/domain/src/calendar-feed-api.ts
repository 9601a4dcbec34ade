// The private calendar feed (docs/product/reminders.md#calendar-feed): one secret address per
// user that Google, Apple and Outlook calendars subscribe to. The server keeps only a hash of the
// address's token, so the full address is in the answer that makes it and nowhere afterwards: a
// user who lost it makes a new one (which also ends the old one).
import { z } from 'zod'

/** The window of the feed around the moment it is read: a week back (what just happened), 90 days ahead. */
export const CALENDAR_FEED_DAYS_BACK = 7
export const CALENDAR_FEED_DAYS_AHEAD = 90
/** At most this many events, the earliest kept: a reminder six times a day cannot make a huge file. */
export const CALENDAR_FEED_MAX_EVENTS = 2000
/** Each reminder is shown as a short event at its time. */
export const CALENDAR_EVENT_MINUTES = 15

/** The token is 32 random bytes in base64url: 43 characters, no padding. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * The token in the last segment of a feed address (`<token>.ics`), or null when the segment
 * cannot be one: such a request is answered like an unknown token, without a database look-up.
 */
export function feedTokenOfFile(file: string): string | null {
  if (!file.endsWith('.ics')) return null
  const token = file.slice(0, -'.ics'.length)
  return FEED_TOKEN.test(token) ? token : null
}

/** An event's title, as a calendar lists it: "Pepper: Give Vetmedin" (the title alone without a pet). */
export function calendarEventSummary(petName: string | null, title: string): string {
  return petName ? `${petName}: ${title}` : title
}

/**
 * Whether the user has a feed, and since when. `url` is the full address only in the answer to
 * making one (POST); reading the status (GET) always gives null there.
 */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
})
export type CalendarFeed = z.infer<typeof calendarFeedSchema>
