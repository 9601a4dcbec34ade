import type { BreathingLogView } from '@pawpulse/domain/breathing-api'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { EmptyState } from '#web/components/empty-state.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useDeleteBreathingLog } from '../api/delete-breathing-log'
import { contextLabels, methodText } from './breathing-labels'

/** The counts of the range, newest first, each deletable (a miscount) after a confirmation. */
export function BreathingLogList({
  petId,
  logs,
  timeZone,
  days,
  canEdit,
}: {
  petId: string
  logs: BreathingLogView[]
  timeZone: string
  days: number
  canEdit: boolean
}) {
  if (logs.length === 0)
    return (
      <EmptyState title={`No counts in the last ${days} days`}>
        Use the counter above, or enter a count you took with another timer.
      </EmptyState>
    )
  return (
    <ul className="divide-y divide-border">
      {logs.map((log) => (
        <BreathingLogRow key={log.id} petId={petId} log={log} timeZone={timeZone} canEdit={canEdit} />
      ))}
    </ul>
  )
}

function BreathingLogRow({ petId, log, timeZone, canEdit }: { petId: string; log: BreathingLogView; timeZone: string; canEdit: boolean }) {
  const remove = useDeleteBreathingLog(petId, log.id)
  const when = formatDateTime(log.measuredAt, timeZone)
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-foreground">
          {log.breathsPerMinute} per minute <span className="font-normal text-muted-foreground">· {when}</span>
        </p>
        <p className="text-muted-foreground">
          {log.breathCount} breaths in {log.durationSeconds} s · {contextLabels[log.context]} · {methodText(log)}
        </p>
        {log.notes ? <p className="[overflow-wrap:anywhere]">{log.notes}</p> : null}
      </div>
      {canEdit ? (
        <DeleteAction
          target={`the count of ${when}`}
          title="Delete this count?"
          description={`The count of ${when} (${log.breathsPerMinute} per minute) is removed; the chart and the baseline follow.`}
          confirmLabel="Delete count"
          onConfirm={() => remove.mutateAsync()}
        />
      ) : null}
    </li>
  )
}
