import { describeReportRange, type ReportSection } from '@pawpulse/domain/report'
import { resolveDateRange, spanDays } from '@pawpulse/domain/date-range'
import { localToday } from '@pawpulse/domain/time-zone'
import type { LiveReportQuery } from '@pawpulse/domain/report-api'
import { weightUnitFor } from '@pawpulse/domain/units'
import type { Database } from '../../db/client'
import { assertPetAccess } from '../pets/access'
import { getProfile } from '../profile/service'
import { buildReport } from './build-report'

/** The range as the page asked for it: `days` reads "Last n days", dates read as dates. */
export function rangeOfQuery(query: Pick<LiveReportQuery, 'days' | 'from' | 'to'>, today: string) {
  const { from, to } = resolveDateRange(query, today)
  const label = query.from || query.to ? describeReportRange({ kind: 'fixed', from, to }) : describeReportRange({ kind: 'relative', days: spanDays(from, to) })
  return { from, to, label }
}

/**
 * `/report/live`: the selected pet's report, always current, in the signed-in user's calendar and
 * unit system. Anyone who may read the pet may read its report.
 */
export async function getLiveReport({ db, userId, petId, query, now = new Date() }: { db: Database; userId: string; petId: string; query: LiveReportQuery; now?: Date }) {
  const [, profile] = await Promise.all([assertPetAccess({ db, userId, petId, need: 'read' }), getProfile({ db, userId })])
  const timeZone = profile.timezone ?? 'UTC'
  const range = rangeOfQuery(query, localToday(timeZone, now))
  return buildReport({ db, petId, timeZone, unit: weightUnitFor(profile.unitSystem), sections: query.sections as ReportSection[], range, now })
}
