// What lets a write queued in the browser while offline be sent again safely (decision 030,
// docs/product/offline.md): the entry's own id, made by the client, and the instant the owner acted.
import { z } from 'zod'

/**
 * The optional `id` of a new breathing count, symptom entry, weight or dose. It becomes the record's
 * primary key, so sending the same request twice stores it once (`crypto.randomUUID()` on the client).
 */
export const clientIdSchema = z
  .uuid({ error: 'The entry id must be a UUID' })
  .meta({ description: 'Optional. A client-generated UUID: sending the same request twice stores it once.' })

/** The 409 answer when a client id is already the key of a record of another pet or medication. */
export const CLIENT_ID_TAKEN_MESSAGE = 'This entry id is already used by another record.'

/**
 * A phone's clock may run a little ahead of the server's: an instant up to this far in the future
 * is still "now" (the same slack as dates.ts `pastDateTimeSchema`).
 */
export const ACTED_AT_FUTURE_SLACK_MINUTES = 5
/**
 * How old a queued action may be when it reaches the server. A reminder handled or snoozed more
 * than a week ago is no longer news: the queue should give it up rather than rewrite the past.
 */
export const ACTED_AT_MAX_AGE_DAYS = 7

export const ACTED_AT_FORMAT_MESSAGE = 'Enter the time with its UTC offset'
export const ACTED_AT_FUTURE_MESSAGE = 'The time cannot be in the future'
export const ACTED_AT_TOO_OLD_MESSAGE = `The time cannot be more than ${ACTED_AT_MAX_AGE_DAYS} days ago`

/** Whether `value` (a valid instant) is within the bounds above, seen from `now`. */
export function actedAtIssue(value: string, now: number = Date.now()): string | null {
  const at = Date.parse(value)
  if (at > now + ACTED_AT_FUTURE_SLACK_MINUTES * 60_000) return ACTED_AT_FUTURE_MESSAGE
  if (at < now - ACTED_AT_MAX_AGE_DAYS * 86_400_000) return ACTED_AT_TOO_OLD_MESSAGE
  return null
}

/**
 * `at` of a reminder occurrence's action: the instant the owner tapped done, skip or snooze
 * ('2026-11-25T07:30:00+01:00' or '…Z'). A snooze counts from it, and done or skip record it as
 * when the reminder was handled, so an action sent again later gives the same result.
 */
export const actedAtSchema = z.iso
  .datetime({ offset: true, error: ACTED_AT_FORMAT_MESSAGE })
  .superRefine((value, ctx) => {
    const issue = actedAtIssue(value)
    if (issue) ctx.addIssue({ code: 'custom', message: issue })
  })
  .meta({
    description: `Optional, default now. When the owner acted (ISO 8601 with offset), at most ${ACTED_AT_FUTURE_SLACK_MINUTES} minutes ahead and ${ACTED_AT_MAX_AGE_DAYS} days back: done and skip record it as the time handled, a snooze counts from it.`,
  })
