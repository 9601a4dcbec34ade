import { EmptyState } from '#web/components/empty-state.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { useSymptomLogs } from '#web/features/symptoms/api/get-symptom-logs.ts'
import { SymptomLogItem } from './symptom-log-item'

/** What to log, per condition, for the empty history: an empty state says what to log. */
function whatToLog(conditionId: string): string {
  if (conditionId === 'mvd')
    return 'Log coughing, breathing effort, exercise tolerance, fainting, appetite and restlessness at night once a day, and count sleeping breaths in the Breath Monitor.'
  if (conditionId === 'ibd') return 'Log the six CIBDAI scores, the faecal score, stools, vomiting, appetite and energy once a day.'
  return 'Log a symptom and how severe it is (1 to 5) whenever you notice it.'
}

export function SymptomHistory({
  petId,
  conditionId,
  label,
  days,
  canEdit,
}: {
  petId: string
  conditionId: string
  label: string
  days: number
  canEdit: boolean
}) {
  const { timeZone } = useOwnerSettings()
  const logs = useSymptomLogs(petId, conditionId, days)
  if (logs.isPending) return <LoadingDots label="Loading the history" className="py-6" />
  if (logs.isError) return <SectionError what="history" onRetry={() => void logs.refetch()} />
  if (logs.data.logs.length === 0) {
    return <EmptyState title={`No ${label} entries in the last ${days} days`}>{whatToLog(conditionId)}</EmptyState>
  }
  return (
    <ul className="grid gap-3">
      {logs.data.logs.map((log) => (
        <li key={log.id}>
          <SymptomLogItem petId={petId} conditionId={conditionId} label={label} log={log} timeZone={timeZone} canEdit={canEdit} />
        </li>
      ))}
    </ul>
  )
}
