import { describeReportRange, type ReportSection } from '@pawpulse/domain/report'
import { resolveDateRange, spanDays } from '@pawpulse/domain/date-range'
import { localToday } from '@pawpulse/domain/time-zone'
import type { LiveReportQuery } from '@pawpulse/domain/report-api'
import { weightUnitFor } from '@pawpulse/domain/units'
import type { PetScope } from '#server/core/pet-router.ts'
import { buildReport } from './build-report'

/** The range as the page asked for it: `days` reads "Last n days", dates read as dates. */
export function rangeOfQuery(query: Pick<LiveReportQuery, 'days' | 'from' | 'to'>, today: string) {
  const { from, to } = resolveDateRange(query, today)
  const label =
    query.from || query.to
      ? describeReportRange({ kind: 'fixed', from, to })
      : describeReportRange({ kind: 'relative', days: spanDays(from, to) })
  return { from, to, label }
}

/**
 * `/report/live`: the selected pet's report, always current, in the signed-in user's calendar and
 * unit system. Anyone who may read the pet may read its report.
 */
export async function getLiveReport(scope: PetScope, query: LiveReportQuery, now = new Date()) {
  const range = rangeOfQuery(query, localToday(scope.timeZone, now))
  return buildReport({
    db: scope.db,
    petId: scope.petId,
    timeZone: scope.timeZone,
    unit: weightUnitFor(scope.unitSystem),
    sections: query.sections as ReportSection[],
    range,
    now,
  })
}
