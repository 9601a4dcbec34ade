import type { MedicationView } from '@pawpulse/domain/medication-api'
import { CheckIcon } from 'lucide-react'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { formatDateTime, formatIsoDate } from '#web/lib/format-date.ts'
import { useDeleteMedication } from '../api/delete-medication'
import { useRecordDose } from '../api/record-dose'
import { DoseHistory } from './dose-history'
import { DueBadge } from './due-badge'

/** One medication: what and how, its dates, the last dose and the next one due ("dose given" records it). */
export function MedicationItem({
  petId,
  medication,
  timeZone,
  canEdit,
}: {
  petId: string
  medication: MedicationView
  timeZone: string
  canEdit: boolean
}) {
  const recordDose = useRecordDose(petId, medication.id)
  const remove = useDeleteMedication(petId, medication.id)
  const how = [medication.dosage, medication.frequency, medication.route, medication.category].filter(Boolean).join(' · ')
  const dates = [
    medication.startDate ? `Since ${formatIsoDate(medication.startDate)}` : null,
    medication.endDate ? `${medication.isCurrent ? 'until' : 'ended'} ${formatIsoDate(medication.endDate)}` : null,
  ].filter(Boolean)

  return (
    <article aria-labelledby={`medication-${medication.id}`} className="grid gap-2 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={`medication-${medication.id}`} className="font-semibold text-foreground [overflow-wrap:anywhere]">
            {medication.name}
          </h4>
          {how ? <p className="text-sm text-foreground">{how}</p> : null}
          {dates.length > 0 ? <p className="text-sm text-muted-foreground">{dates.join(' ')}</p> : null}
        </div>
        {medication.dueStatus ? <DueBadge status={medication.dueStatus} /> : null}
      </div>
      <dl className="grid gap-x-4 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Last dose given</dt>
        <dd>{medication.lastDoseAt ? formatDateTime(medication.lastDoseAt, timeZone) : 'None recorded yet'}</dd>
        {medication.isCurrent ? (
          <>
            <dt className="text-muted-foreground">Next dose due</dt>
            <dd>
              {medication.nextDoseDue
                ? formatDateTime(medication.nextDoseDue, timeZone)
                : medication.schedule
                  ? 'After the first dose is recorded'
                  : 'Set how often to see it'}
            </dd>
          </>
        ) : null}
      </dl>
      {medication.notes ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{medication.notes}</p> : null}
      {medication.lastDoseAt ? <DoseHistory petId={petId} medicationId={medication.id} timeZone={timeZone} /> : null}
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          {medication.isCurrent ? (
            <StatusButton
              size="sm"
              isPending={recordDose.isPending}
              pendingLabel={
                <>
                  <CheckIcon aria-hidden="true" />
                  Recording…
                </>
              }
              onClick={() => recordDose.mutate({})}
            >
              <CheckIcon aria-hidden="true" />
              Dose given<span className="sr-only"> of {medication.name}</span>
            </StatusButton>
          ) : null}
          <DeleteAction
            target={medication.name}
            title={`Delete ${medication.name}?`}
            description="The medication and its record of doses given are removed for good."
            confirmLabel="Delete medication"
            onConfirm={() => remove.mutateAsync()}
          />
        </div>
      ) : null}
    </article>
  )
}
