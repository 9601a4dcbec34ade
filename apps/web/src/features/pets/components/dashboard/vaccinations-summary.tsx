import type { Dashboard } from '@pawpulse/domain/dashboard-api'
import { cachedDateTimeFormat } from '@pawpulse/domain/time-zone'
import { SummaryCard } from './summary-card'

/** '2026-03-03' → '3 Mar 2026', the calendar date as stored. Built on first use, not as the page's code loads. */
const formatDate = (iso: string) =>
  cachedDateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))

/** Vaccinations overdue or due within 30 days; nothing at all when there are none. */
export function VaccinationsSummary({ vaccinations }: { vaccinations: Dashboard['vaccinations'] }) {
  if (vaccinations.length === 0) return null
  return (
    <SummaryCard id="summary-vaccinations" title="Vaccinations" link={{ to: '/medications', label: 'All vaccinations' }}>
      <ul className="grid gap-2">
        {vaccinations.map((v) => (
          <li key={v.id} className="[overflow-wrap:anywhere]">
            <span className="font-medium">{v.vaccineName}</span>{' '}
            {v.status === 'overdue' ? (
              <span className="font-medium text-red-800">overdue since {formatDate(v.nextDueOn)}</span>
            ) : (
              <span className="text-amber-900">due {formatDate(v.nextDueOn)}</span>
            )}
          </li>
        ))}
      </ul>
    </SummaryCard>
  )
}
