import { localDate, localDayStarts, localDaysToInstants } from '@pawpulse/domain/time-zone'
import { formatShortDate } from '#web/lib/format-date.ts'

/**
 * The x axis of a chart over the owner's calendar days `from`..`to` (both included): instants in
 * UTC, labelled with the owner's dates; `xTicks` are the starts of those days in the owner's zone,
 * so a label sits on the owner's midnight whatever the browser's zone or a daylight-saving change.
 */
export function timeAxis(
  from: string,
  to: string,
  timeZone: string,
): { xDomain: [number, number]; xTicks: number[]; formatX: (t: number) => string } {
  const { start, end } = localDaysToInstants({ from, to }, timeZone)
  return {
    xDomain: [start.getTime(), end.getTime()],
    xTicks: localDayStarts(from, to, timeZone),
    formatX: (t) => formatShortDate(localDate(new Date(t), timeZone)),
  }
}
