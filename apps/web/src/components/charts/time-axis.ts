import { addDays, localDate, localDayStart } from '@pawpulse/domain/time-zone'
import { formatShortDate } from '#web/lib/format-date.ts'

/**
 * The x axis of a chart over the owner's calendar days `from`..`to` (both included): instants in
 * UTC, labelled with the owner's dates.
 */
export function timeAxis(from: string, to: string, timeZone: string): { xDomain: [number, number]; formatX: (t: number) => string } {
  return {
    xDomain: [localDayStart(from, timeZone).getTime(), localDayStart(addDays(to, 1), timeZone).getTime()],
    formatX: (t) => formatShortDate(localDate(new Date(t), timeZone)),
  }
}
