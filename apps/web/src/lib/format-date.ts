import { cachedDateTimeFormat } from '@pawpulse/domain/time-zone'

// The fixed formats are built on first use, not as the module loads: this module is in the code
// every signed-in page runs at start, and building a date format there was half the time the
// shared code's own top-level statements took (a CPU profile of the Breath Monitor's load).
let dateFormat: Intl.DateTimeFormat | undefined
let shortDateFormat: Intl.DateTimeFormat | undefined

/** '2020-03-01' → '1 March 2020', the calendar date as stored (no time-zone shift). */
export function formatIsoDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime())
    ? iso
    : (dateFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })).format(date)
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

/** '2026-03-01' → '1 Mar', for chart axes and compact lists. */
export function formatShortDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime())
    ? iso
    : (shortDateFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })).format(date)
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
