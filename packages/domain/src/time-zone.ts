// The one place that turns instants (stored in UTC) into the owner's wall clock and back. Owners
// log in their own time zone (profile, else UTC); the browser's zone may differ, so the server
// and every form compute days and times for the profile's zone with these functions.
//
// Built on Intl only (decision 014). Building an Intl.DateTimeFormat is slow — far slower than
// using one — so each zone's formatter is built once and kept, and so is the answer to "does
// Intl know this zone". An unknown zone never throws: it reads as UTC.

const DAY_MS = 86_400_000
const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/
/** Enough for every IANA name and its spellings; past it, caches start over rather than grow. */
const CACHE_LIMIT = 1000

const knownZones = new Map<string, boolean>()

/** Whether this runtime's Intl knows `timeZone` (an IANA name, 'UTC', or an alias such as 'EST'). */
export function isKnownTimeZone(timeZone: string): boolean {
  let known = knownZones.get(timeZone)
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone })
      known = timeZone !== ''
    } catch {
      known = false
    }
    if (knownZones.size >= CACHE_LIMIT) knownZones.clear()
    knownZones.set(timeZone, known)
  }
  return known
}

/** The owner's zone, or UTC when none is set or this runtime does not know it. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : 'UTC'
}

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * One kept `Intl.DateTimeFormat` per locale and options (the web's date labels use it too).
 * An unknown `timeZone` in the options formats in UTC.
 */
export function cachedDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const zoned = options.timeZone === undefined ? options : { ...options, timeZone: safeTimeZone(options.timeZone) }
  const key = `${locale} ${JSON.stringify(zoned)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, zoned)
    if (formats.size >= CACHE_LIMIT) formats.clear()
    formats.set(key, format)
  }
  return format
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** The formatter `cache` keeps for a zone (built with `options` on first use); an unknown zone gets UTC's. */
function zoneFormat(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const zone = safeTimeZone(timeZone)
  let format = cache.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone })
    if (cache.size >= CACHE_LIMIT) cache.clear()
    cache.set(zone, format)
  }
  return format
}

function partsOf(format: Intl.DateTimeFormat, instant: Date | number): Record<string, string> {
  const part: Record<string, string> = {}
  for (const { type, value } of format.formatToParts(instant)) part[type] = value
  return part
}

interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string
  /** 'HH:MM' */
  time: string
  /** 'SS' */
  second: string
}

/** The wall clock in `timeZone` at `instant` (to the second). */
function wallClock(instant: Date | number, timeZone: string): WallClock {
  const format = zoneFormat(wallClockFormats, timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
  const part = partsOf(format, instant)
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}`, second: part.second ?? '00' }
}

/** Milliseconds the zone's clock is ahead of UTC at `instant` (whole seconds: some old offsets had them). */
function offsetMs(instant: number, timeZone: string, clock: WallClock = wallClock(instant, timeZone)): number {
  return Date.parse(`${clock.date}T${clock.time}:${clock.second}Z`) - Math.floor(instant / 1000) * 1000
}

/** Minutes the zone is ahead of UTC at `instant` (Amsterdam in winter: 60; New York: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  return Math.round(offsetMs(instant.getTime(), timeZone) / 60_000)
}

/** The owner's calendar date 'YYYY-MM-DD' at an instant. */
export function localDate(instant: Date | string, timeZone: string): string {
  // A date-only formatter: charts and lists ask this for every entry, and fewer parts are quicker.
  const format = zoneFormat(dateFormats, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
  const part = partsOf(format, typeof instant === 'string' ? new Date(instant) : instant)
  return `${part.year}-${part.month}-${part.day}`
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

/**
 * The instant at which the wall clock in `timeZone` shows `dateIso` `time` ('HH:MM').
 * Daylight saving: a time the clock skips (02:30 when it jumps from 02:00 to 03:00) gives the
 * first time after the gap (03:00); a time the clock shows twice (02:30 when it falls back from
 * 03:00 to 02:00) gives the first of the two. An invalid date or time gives an Invalid Date.
 */
export function zonedDateTimeToUtc(dateIso: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${dateIso}T${time}:00Z`)
  if (Number.isNaN(wall)) return new Date(Number.NaN)
  // The offsets a day either side bracket any change near this wall time; each is a candidate.
  const before = offsetMs(wall - DAY_MS, timeZone)
  const after = offsetMs(wall + DAY_MS, timeZone)
  const offsets = before === after ? [before] : [before, after]
  const candidates = offsets.map((offset) => wall - offset).filter((instant) => instant + offsetMs(instant, timeZone) === wall)
  if (candidates.length > 0) return new Date(Math.min(...candidates))
  if (after <= before) return new Date(wall - after) // no gap to explain it: take the later rule
  return new Date(gapEnd(wall - after, wall - before, before, timeZone))
}

/**
 * The instant the clock jumps forward, between `low` (still on the `before` offset) and `high`
 * (already past it), found to the second: the clock shows the first minute after the gap there.
 */
function gapEnd(low: number, high: number, before: number, timeZone: string): number {
  let lo = low / 1000
  let hi = high / 1000
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (offsetMs(mid * 1000, timeZone) === before) lo = mid
    else hi = mid
  }
  return hi * 1000
}

const dayStarts = new Map<string, number>()

/** The instant the owner's day `dateIso` starts. Remembered: every chart and list asks for the same few days. */
export function localDayStart(dateIso: string, timeZone: string): Date {
  const key = `${dateIso} ${timeZone}`
  let start = dayStarts.get(key)
  if (start === undefined) {
    start = zonedDateTimeToUtc(dateIso, '00:00', timeZone).getTime()
    if (dayStarts.size >= 10_000) dayStarts.clear()
    dayStarts.set(key, start)
  }
  return new Date(start)
}

/** Days the zone's offset is assumed not to change and change back within (see localDayStarts). */
const SAME_OFFSET_SPAN_DAYS = 7

/**
 * The instants (ms) the owner's days `from`..`to` (both included) start, in order: what
 * `localDayStart` gives for each day, with a seventh of its Intl work. A chart over a year draws
 * a tick on every day start, and asking Intl three times a day held a phone's main thread for
 * tens of milliseconds (decision 065).
 * How: the range is walked a week at a time. Where the day after the week starts at the same
 * offset from its midnight as the week's first day, every day between starts at that offset from
 * its own midnight; where not (a daylight-saving change, or a day whose midnight the clock skips),
 * each of those days is worked out on its own. This assumes no zone changes its offset and back
 * again within a week, which time-zone.test.ts checks for every zone this runtime knows.
 */
export function localDayStarts(from: string, to: string, timeZone: string): number[] {
  const starts: number[] = []
  const midnight = (dateIso: string) => Date.parse(`${dateIso}T00:00:00Z`)
  const offsetAtStart = (dateIso: string) => midnight(dateIso) - localDayStart(dateIso, timeZone).getTime()
  const afterTo = addDays(to, 1)
  for (let first = from; first <= to;) {
    const afterSpan = addDays(first, SAME_OFFSET_SPAN_DAYS)
    const next = afterSpan < afterTo ? afterSpan : afterTo
    const firstMidnight = midnight(first)
    const days = Math.round((midnight(next) - firstMidnight) / DAY_MS)
    const offset = offsetAtStart(first)
    const sameOffset = offset === offsetAtStart(next)
    for (let day = 0; day < days; day++) {
      starts.push(sameOffset ? firstMidnight + day * DAY_MS - offset : localDayStart(addDays(first, day), timeZone).getTime())
    }
    first = next
  }
  return starts
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
  return zonedDateTimeToUtc(dateIso, '12:00', timeZone)
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/**
 * The owner's wall time at `instant` with its UTC offset, to the second ('2026-03-01T07:30:00+01:00'):
 * what the forms send, and the API stores as UTC.
 */
export function toOffsetDateTime(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone)
  const offset = Math.round(offsetMs(instant.getTime(), timeZone, clock) / 60_000)
  return `${clock.date}T${clock.time}:${clock.second}${formatOffset(offset)}`
}

/** The value of an `<input type="datetime-local">` showing `instant` on the owner's clock. */
export function toLocalInputValue(instant: Date, timeZone: string): string {
  const { date, time } = wallClock(instant, timeZone)
  return `${date}T${time}`
}

/**
 * A datetime-local value read on the owner's clock, as an instant with its offset; null when it is
 * not a date and time. Daylight saving as in `zonedDateTimeToUtc`.
 */
export function fromLocalInputValue(value: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim())
  if (!match) return null
  const instant = zonedDateTimeToUtc(match[1] as string, match[2] as string, timeZone)
  return Number.isNaN(instant.getTime()) ? null : toOffsetDateTime(instant, timeZone)
}
