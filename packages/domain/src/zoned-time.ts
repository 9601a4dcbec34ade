import { zonedDateTimeToUtc } from './reminders'

// Times are taken in the owner's time zone and stored in UTC (health issue). The browser's own
// zone may differ from the owner's profile, so every wall-clock value the forms show or read is
// computed for the profile's zone, and sent with its offset ('2026-03-01T07:30:00+01:00').

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/

/** The owner's zone, or UTC when the profile holds one this runtime does not know. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC'
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return 'UTC'
  }
}

function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: safeTimeZone(timeZone),
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}`, second: get('second') }
}

/** Minutes the zone is ahead of UTC at `instant` (Amsterdam in winter: 60; New York: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const { date, time, second } = wallClock(instant, timeZone)
  const wallAsUtc = Date.parse(`${date}T${time}:${second}Z`)
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}

/** The owner's wall time at `instant` with its UTC offset, to the second: what the API stores as UTC. */
export function toOffsetDateTime(instant: Date, timeZone: string): string {
  const { date, time, second } = wallClock(instant, timeZone)
  return `${date}T${time}:${second}${formatOffset(offsetMinutes(instant, timeZone))}`
}

/** The value of an `<input type="datetime-local">` showing `instant` on the owner's clock. */
export function toLocalInputValue(instant: Date, timeZone: string): string {
  const { date, time } = wallClock(instant, timeZone)
  return `${date}T${time}`
}

/**
 * A datetime-local value read on the owner's clock, as an instant with its offset; null when it is
 * not a date and time. A wall time skipped by a DST change lands on the instant just after it.
 */
export function fromLocalInputValue(value: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim())
  if (!match) return null
  const instant = zonedDateTimeToUtc(match[1] as string, match[2] as string, safeTimeZone(timeZone))
  return Number.isNaN(instant.getTime()) ? null : toOffsetDateTime(instant, timeZone)
}
