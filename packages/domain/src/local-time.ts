import { zonedDateTimeToUtc } from './reminders'

// Times are stored in UTC and read in the owner's time zone (issue: "times are taken in the
// owner's timezone and stored in UTC"); these turn one into the other for calendar days.

/** The owner's calendar date 'YYYY-MM-DD' at an instant. An unknown zone reads as UTC. */
export function localDate(instant: Date | string, timeZone: string): string {
  const format = formatterFor(timeZone)
  const parts = format.formatToParts(typeof instant === 'string' ? new Date(instant) : instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value
  return `${get('year')}-${get('month')}-${get('day')}`
}

/** Today in the owner's calendar. */
export function localToday(timeZone: string, now: Date = new Date()): string {
  return localDate(now, timeZone)
}

/** `dateIso` plus `days` calendar days (negative goes back). */
export function addDays(dateIso: string, days: number): string {
  const date = new Date(`${dateIso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const dayStarts = new Map<string, number>()

/**
 * The instant the owner's day `dateIso` starts (DST-aware). Remembered: every chart and list asks
 * for the same few days, and finding a zone's offset builds formatters.
 */
export function localDayStart(dateIso: string, timeZone: string): Date {
  const key = `${dateIso} ${timeZone}`
  let start = dayStarts.get(key)
  if (start === undefined) {
    start = zonedDateTimeToUtc(dateIso, '00:00', safeZone(timeZone)).getTime()
    if (dayStarts.size >= 10_000) dayStarts.clear()
    dayStarts.set(key, start)
  }
  return new Date(start)
}

/**
 * Local dates `from`..`to` (both included) as the UTC instants [start, end) a query filters on:
 * from the start of `from` to the start of the day after `to`.
 */
export function localDaysToInstants(range: { from: string; to: string }, timeZone: string): { start: Date; end: Date } {
  return { start: localDayStart(range.from, timeZone), end: localDayStart(addDays(range.to, 1), timeZone) }
}

/**
 * A date typed without a time ('2026-03-01' on the weight log) as an instant: noon in the owner's
 * zone, so that it stays on that calendar day whatever the offset.
 */
export function localNoon(dateIso: string, timeZone: string): Date {
  return zonedDateTimeToUtc(dateIso, '12:00', safeZone(timeZone))
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const zone = safeZone(timeZone)
  let format = formatters.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    formatters.set(zone, format)
  }
  return format
}

const knownZones = new Map<string, string>()

/** The zone itself, or UTC for a name Intl does not know (checked once per name: building a formatter is slow). */
function safeZone(timeZone: string): string {
  let zone = knownZones.get(timeZone)
  if (zone === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone })
      zone = timeZone
    } catch {
      zone = 'UTC'
    }
    if (knownZones.size < 1000) knownZones.set(timeZone, zone)
  }
  return zone
}
