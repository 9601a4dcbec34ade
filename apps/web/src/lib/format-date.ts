import { cachedDateTimeFormat } from '@pawpulse/domain/time-zone'

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

/** '2020-03-01' → '1 March 2020', the calendar date as stored (no time-zone shift). */
export function formatIsoDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}

/**
 * An instant stored in UTC, shown on the owner's clock: '15 Jan 2026, 07:30'. An unknown zone
 * shows UTC (docs/product/health-tracking.md#dates-times-and-time-zones).
 */
export function formatDateTime(iso: string, timeZone: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? iso
    : cachedDateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
}

const shortDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** '2026-03-01' → '1 Mar', for chart axes and compact lists. */
export function formatShortDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : shortDateFormat.format(date)
}

/** How far a due date is from today, after the date: ' (in 3 days)', ' (today)', ' (2 days overdue)'; '' without one. */
export function formatDueIn(days: number | null): string {
  if (days === null) return ''
  if (days === 0) return ' (today)'
  if (days > 0) return ` (in ${days} ${days === 1 ? 'day' : 'days'})`
  return ` (${-days} ${days === -1 ? 'day' : 'days'} overdue)`
}

/**
 * When data was last fetched, short: '22:14' on the same day of the owner's clock, else
 * '24 Nov 2026, 22:14' ("as of …" while offline).
 */
export function formatAsOf(instant: number, timeZone: string, now = Date.now()): string {
  const day = cachedDateTimeFormat('en-CA', { dateStyle: 'short', timeZone })
  if (day.format(instant) === day.format(now)) {
    return cachedDateTimeFormat('en-GB', { timeStyle: 'short', timeZone }).format(instant)
  }
  return formatDateTime(new Date(instant).toISOString(), timeZone)
}
