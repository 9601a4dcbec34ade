import { resolveDateRange, type DateRangeQuery } from '@pawpulse/domain/date-range'
import { localDaysToInstants, localToday } from '@pawpulse/domain/time-zone'

/**
 * The calendar days a list or chart covers (`?from&to` or `?days`, decision 009), in the signed-in
 * user's time zone, with the instants that bound them for the query: from the first day's start
 * (included) to the start of the day after the last (excluded).
 */
export function ownerDays(scope: { timeZone: string }, query: DateRangeQuery) {
  const range = resolveDateRange(query, localToday(scope.timeZone))
  return { range, ...localDaysToInstants(range, scope.timeZone) }
}
