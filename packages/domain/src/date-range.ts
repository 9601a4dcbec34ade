import { z } from 'zod'
import { isoDateSchema } from './dates'
import { addDays } from './time-zone'

/** Longest range a list or chart answers in one request (a year and a bit: yearly reports). */
export const MAX_RANGE_DAYS = 400
/** The range when none is given: the last 30 days (the middle of the 7 / 30 / 90 day trend choices). */
export const DEFAULT_RANGE_DAYS = 30

/**
 * The last date a range may name: the query is bounded by the start of the day after its last
 * day, and the day after 9999-12-31 has no four-digit year.
 */
export const LAST_RANGE_DATE = '9999-12-30'
const rangeDateSchema = isoDateSchema.refine((value) => value <= LAST_RANGE_DATE, `Enter a date up to ${LAST_RANGE_DATE}`)

/**
 * `?from=&to=` (the owner's calendar dates, both included) or `?days=` (the last n days up to
 * today). Query strings arrive as text, so `days` is coerced.
 */
export const dateRangeQuerySchema = z
  .object({
    from: rangeDateSchema.optional(),
    to: rangeDateSchema.optional(),
    days: z.coerce
      .number({ error: `Choose a number of days from 1 to ${MAX_RANGE_DAYS}` })
      .int(`Choose a number of days from 1 to ${MAX_RANGE_DAYS}`)
      .min(1, `Choose a number of days from 1 to ${MAX_RANGE_DAYS}`)
      .max(MAX_RANGE_DAYS, `Choose a number of days from 1 to ${MAX_RANGE_DAYS}`)
      .optional(),
  })
  .superRefine((range, ctx) => {
    if (range.days !== undefined && (range.from || range.to)) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Send either days or from/to, not both' })
    }
    if (range.from && range.to) checkSpan(range.from, range.to, ctx)
  })
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>

function checkSpan(from: string, to: string, ctx: z.RefinementCtx): void {
  if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'The start date must be on or before the end date' })
  else if (spanDays(from, to) > MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A range is at most ${MAX_RANGE_DAYS} days` })
}

/** Calendar days from `from` to `to`, both included. */
export function spanDays(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1
}

/**
 * The local dates a query covers. `days` counts back from today (today included); a lone `from`
 * runs to today, a lone `to` covers the default span ending there. A lone `from` further back
 * than the maximum is cut to the maximum, so the answer stays bounded.
 */
export function resolveDateRange(query: DateRangeQuery, today: string): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to }
  if (query.to) return { from: addDays(query.to, -(DEFAULT_RANGE_DAYS - 1)), to: query.to }
  if (query.from) {
    const earliest = addDays(today, -(MAX_RANGE_DAYS - 1))
    return { from: query.from < earliest ? earliest : query.from, to: query.from > today ? query.from : today }
  }
  return { from: addDays(today, -((query.days ?? DEFAULT_RANGE_DAYS) - 1)), to: today }
}
