import type { SymptomLogView } from '@pawpulse/domain/symptom-api'
import { PencilIcon } from 'lucide-react'
import { useState } from 'react'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useDeleteSymptomLog } from '#web/features/symptoms/api/delete-symptom-log.ts'
import { SymptomLogForm } from '../log/symptom-log-form'
import { describeSymptoms } from '#web/lib/health/describe-symptoms.ts'

interface SymptomLogItemProps {
  petId: string
  conditionId: string
  label: string
  log: SymptomLogView
  timeZone: string
  canEdit: boolean
}

/** One history entry, in words, with edit and delete for those who may. */
export function SymptomLogItem({ petId, conditionId, label, log, timeZone, canEdit }: SymptomLogItemProps) {
  const [isEditing, setIsEditing] = useState(false)
  const remove = useDeleteSymptomLog(petId, log.id)
  const when = formatDateTime(log.loggedAt, timeZone)
  if (isEditing)
    return <SymptomLogForm petId={petId} conditionId={conditionId} label={label} log={log} onDone={() => setIsEditing(false)} />

  return (
    <article aria-label={`Entry of ${when}`} className="grid gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="text-sm font-semibold text-foreground">{when}</h4>
        {canEdit ? (
          <div className="flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => setIsEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit<span className="sr-only"> the entry of {when}</span>
            </Button>
            <DeleteAction
              target={`the entry of ${when}`}
              title="Delete this entry?"
              description={`The ${label} entry of ${when} is removed for good.`}
              confirmLabel="Delete entry"
              onConfirm={() => remove.mutateAsync()}
            />
          </div>
        ) : null}
      </div>
      <ul className="grid gap-0.5 text-sm text-foreground">
        {describeSymptoms(conditionId, log).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {log.notes ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">Notes: {log.notes}</p> : null}
    </article>
  )
}
