import type { Dashboard } from '@pawpulse/domain/dashboard-api'
import { Link } from 'react-router'
import { describeSymptoms } from '#web/lib/health/describe-symptoms.ts'
import { conditionIdLabel } from '@pawpulse/domain/condition-id'
import { conditionPagePath } from '#web/lib/pets/condition-pages.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { SummaryCard } from './summary-card'

/** Current (not resolved) conditions, each linking to its symptom log. */
export function ConditionsSummary({ conditions }: { conditions: Dashboard['conditions'] }) {
  return (
    <SummaryCard id="summary-conditions" title="Current conditions" link={{ to: '/symptoms', label: 'Health Management' }}>
      {conditions.length === 0 ? <p className="text-muted-foreground">None recorded.</p> : null}
      <ul className="flex flex-wrap gap-2">
        {conditions.map((condition) => (
          <li key={condition.id}>
            <Link
              to={conditionPagePath(condition.conditionId)}
              className="inline-block rounded-full bg-muted px-2.5 py-0.5 font-medium text-foreground underline-offset-4 hover:underline"
            >
              {condition.label}
            </Link>
          </li>
        ))}
      </ul>
    </SummaryCard>
  )
}

/** The newest symptom entries, in words. */
export function SymptomsSummary({
  symptoms,
  conditions,
  timeZone,
}: {
  symptoms: Dashboard['symptoms']
  conditions: Dashboard['conditions']
  timeZone: string
}) {
  const labelOf = (conditionId: string) =>
    conditions.find((condition) => condition.conditionId === conditionId)?.label ?? conditionIdLabel(conditionId)
  return (
    <SummaryCard id="summary-symptoms" title="Latest symptom entries">
      {symptoms.length === 0 ? <p className="text-muted-foreground">No symptoms logged yet.</p> : null}
      <ul className="grid gap-2">
        {symptoms.map((log) => (
          <li key={log.id}>
            <span className="font-medium">{labelOf(log.conditionId)}</span>
            <span className="text-muted-foreground"> · {formatDateTime(log.loggedAt, timeZone)}</span>
            <span className="block">{describeSymptoms(log.conditionId, log).slice(0, 2).join('; ')}</span>
          </li>
        ))}
      </ul>
    </SummaryCard>
  )
}
