import type { MedicationView } from '@pawpulse/domain/medication-api'
import { localDate } from '@pawpulse/domain/time-zone'
import { CheckIcon, CircleStopIcon, PencilIcon } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { formatDateTime, formatIsoDate } from '#web/lib/format-date.ts'
import { useDeleteMedication } from '../api/delete-medication'
import { useRecordDose } from '../api/record-dose'
import { useUpdateMedication } from '../api/update-medication'
import { DoseHistory } from './dose-history'
import { DueBadge } from './due-badge'

const MedicationForm = lazyForm(() => import('./medication-form').then((module) => module.MedicationForm))

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
  const [isEditing, setIsEditing] = useState(false)
  const recordDose = useRecordDose(petId, medication)
  const remove = useDeleteMedication(petId, medication.id)
  const stop = useUpdateMedication(petId, medication.id, {
    success: 'Medication stopped',
    failure: 'Failed to stop the medication. Please try again.',
  })
  // Stopping makes today the last day of treatment on the owner's calendar: the medication moves
  // to Past tomorrow, and its doses given stay in its history.
  const today = localDate(new Date(), timeZone)
  const canStop =
    medication.isCurrent && (!medication.endDate || medication.endDate > today) && (!medication.startDate || medication.startDate <= today)
  const how = [medication.dosage, medication.frequency, medication.route, medication.category].filter(Boolean).join(' · ')
  const dates = [
    medication.startDate ? `Since ${formatIsoDate(medication.startDate)}` : null,
    medication.endDate ? `${medication.isCurrent ? 'until' : 'ended'} ${formatIsoDate(medication.endDate)}` : null,
  ].filter(Boolean)

  if (isEditing) {
    return (
      <section aria-labelledby={`medication-${medication.id}`} className="grid gap-3 rounded-md border border-border p-4">
        <h4 id={`medication-${medication.id}`} className="font-semibold text-foreground [overflow-wrap:anywhere]">
          Edit {medication.name}
        </h4>
        <MedicationForm petId={petId} medication={medication} onDone={() => setIsEditing(false)} />
      </section>
    )
  }

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
          <Button variant="ghost" size="sm" {...preloads(MedicationForm)} onClick={() => setIsEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit<span className="sr-only"> {medication.name}</span>
          </Button>
          {canStop ? (
            <ConfirmDialog
              trigger={
                <Button variant="ghost" size="sm">
                  <CircleStopIcon aria-hidden="true" />
                  Stop<span className="sr-only"> {medication.name}</span>
                </Button>
              }
              title={`Stop ${medication.name}?`}
              description="Today becomes its last day: it moves to Past tomorrow, and the doses already given stay in its history."
              confirmLabel="Stop medication"
              isDestructive={false}
              onConfirm={() => stop.mutateAsync({ endDate: today })}
            />
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
