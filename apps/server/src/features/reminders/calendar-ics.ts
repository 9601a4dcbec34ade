// The calendar feed's file (RFC 5545), made with ical-generator.
//
// Times are UTC instants (DTSTART:…Z), not TZID times: the instants are already worked out in the
// owner's zone by domain recurrence.ts (08:00 Europe/Berlin is 07:00Z in winter, 06:00Z in summer,
// exactly when the reminder fires), and every calendar shows a UTC instant at the right local time
// without a VTIMEZONE, which ical-generator can only write with a separate time zone database.
import { CALENDAR_EVENT_MINUTES, calendarEventSummary } from '@pawpulse/domain/calendar-feed-api'
import ical, { ICalAlarmType } from 'ical-generator'

export interface CalendarEntry {
  reminderId: string
  petName: string | null
  title: string
  notes: string | null
  start: Date
  /** When the reminder was last changed: the event's DTSTAMP, so an unchanged event reads the same on every poll. */
  changedAt: Date
}

/** Calendars that honour it (Apple, Outlook) poll again after an hour; Google polls on its own schedule. */
const REFRESH_SECONDS = 3600

/** `2026-11-25T07:00:00.000Z` → `20261125T070000Z`, as iCalendar writes an instant. */
const compactInstant = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')

/** The stable UID of one occurrence: the same reminder at the same instant is the same event on every poll. */
const uidOf = (entry: CalendarEntry) => `${entry.reminderId}-${compactInstant(entry.start)}@pawpulse`

const calendarData = {
  name: 'Pawpulse reminders',
  description: 'Your pet reminders from Pawpulse',
  prodId: { company: 'Pawpulse', product: 'Reminders', language: 'EN' },
  ttl: REFRESH_SECONDS,
}

/** RFC 5545 §3.1: a line longer than 75 octets goes on in lines that start with a space, never inside a character. */
function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line
  let folded = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    if (octets + size > 75) {
      folded += '\r\n '
      octets = 1
    }
    folded += char
    octets += size
  }
  return folded
}

/**
 * The feed's file. ical-generator writes every line, but its calendar.toString() folds the whole
 * file with a new TextEncoder for each character (half a second or more for 2,000 events, on a
 * route calendars poll), so the file is put together here: the calendar's own lines (short, no
 * events), then each event's lines, folded by foldLine().
 */
export function calendarIcs(entries: CalendarEntry[], publicUrl: string): string {
  const link = `${publicUrl}/notifications`
  const calendar = ical(calendarData)
  for (const entry of entries) {
    const summary = calendarEventSummary(entry.petName, entry.title)
    calendar.createEvent({
      id: uidOf(entry),
      start: entry.start,
      end: new Date(entry.start.getTime() + CALENDAR_EVENT_MINUTES * 60_000),
      stamp: entry.changedAt,
      summary,
      description: [entry.notes?.trim(), `Mark it done or snooze it in Pawpulse: ${link}`].filter(Boolean).join('\n\n'),
      url: link,
      alarms: [{ type: ICalAlarmType.display, trigger: 0, description: summary }],
    })
  }
  const head = ical(calendarData)
    .toString()
    .replace(/END:VCALENDAR$/, '')
  const events = calendar
    .events()
    .map((event) => event.toString())
    .join('')
  return `${head}${events.split('\r\n').map(foldLine).join('\r\n')}END:VCALENDAR\r\n`
}
