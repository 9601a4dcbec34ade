// When a notification may go out, on the owner's clock (docs/product/reminders.md#quiet-hours-and-snoozing).
import { addDays, localDate, toLocalInputValue, zonedDateTimeToUtc } from './time-zone'

export interface QuietHours {
  /** 'HH:MM' on the owner's clock; a start after the end spans midnight (22:00–07:00). */
  start: string
  end: string
}

/** Whether the owner's clock at `instant` is inside the quiet hours (start included, end excluded). */
export function isQuietTime(instant: Date, quiet: QuietHours, timeZone: string): boolean {
  const time = toLocalInputValue(instant, timeZone).slice(11)
  return quiet.start < quiet.end ? time >= quiet.start && time < quiet.end : time >= quiet.start || time < quiet.end
}

/**
 * When an e-mail or push may be sent: at once outside the quiet hours, else when they end (the
 * in-app inbox is not held back). Urgent alerts ignore quiet hours and never ask this.
 */
export function afterQuietHours(instant: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet || !isQuietTime(instant, quiet, timeZone)) return instant
  const today = localDate(instant, timeZone)
  const endToday = zonedDateTimeToUtc(today, quiet.end, timeZone)
  return endToday > instant ? endToday : zonedDateTimeToUtc(addDays(today, 1), quiet.end, timeZone)
}

export type SnoozeOption = '15m' | '1h' | 'tomorrow'

/** Until when a snooze holds: 15 minutes or an hour from now, or 09:00 tomorrow on the owner's clock. */
export function snoozedUntil(option: SnoozeOption, now: Date, timeZone: string): Date {
  if (option === '15m') return new Date(now.getTime() + 15 * 60_000)
  if (option === '1h') return new Date(now.getTime() + 60 * 60_000)
  return zonedDateTimeToUtc(addDays(localDate(now, timeZone), 1), '09:00', timeZone)
}
