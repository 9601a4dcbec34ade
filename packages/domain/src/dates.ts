import { z } from 'zod'
import { textSchema } from './text'
import { EARLIEST_DATE_MESSAGE, isFromEarliest } from './earliest-date'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Today's calendar date in UTC, 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** A calendar date from 1900 on: PostgreSQL has no year 0, and no pet record is older. */
export const isoDateSchema = textSchema().refine(isIsoDate, 'Enter a date as YYYY-MM-DD').refine(isFromEarliest, EARLIEST_DATE_MESSAGE)

/**
 * A date that is not in the future. One day of slack: the owner's "today" may be UTC's tomorrow.
 */
export const pastIsoDateSchema = isoDateSchema.refine((value) => {
  const tomorrow = new Date()
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1)
  return value <= todayIso(tomorrow)
}, 'The date cannot be in the future')

/** Clocks differ a little between phone and server: a time up to 5 minutes ahead is still now. */
const FUTURE_SLACK_MS = 5 * 60_000

/**
 * An instant with its UTC offset ('2026-11-21T07:30:00+01:00' or '…Z'), not in the future.
 * The owner's local time is kept unambiguous; the server stores the instant in UTC.
 */
export const pastDateTimeSchema = z.iso
  .datetime({ offset: true, error: 'Enter a date and time with its UTC offset' })
  .refine((value) => Date.parse(value) <= Date.now() + FUTURE_SLACK_MS, 'The time cannot be in the future')
  .refine(isFromEarliest, EARLIEST_DATE_MESSAGE)
