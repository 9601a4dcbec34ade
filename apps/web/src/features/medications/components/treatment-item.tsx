import { treatmentTypeLabels } from '@pawpulse/domain/parasite-products'
import { treatmentFrequencyLabels } from '@pawpulse/domain/schedule'
import type { PetTreatmentView } from '@pawpulse/domain/treatment-api'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { formatDueIn, formatIsoDate } from '#web/lib/format-date.ts'
import { useDeleteTreatment } from '../api/delete-treatment'
import { DueBadge } from './due-badge'
import { SafetyNotes } from './safety-notes'

/** One treatment given: product, type and interval, when next due, and the safety notes that apply. */
export function TreatmentItem({ petId, treatment, canEdit }: { petId: string; treatment: PetTreatmentView; canEdit: boolean }) {
  const remove = useDeleteTreatment(petId, treatment.id)
  const name = `${treatment.productName}${treatment.variant ? ` ${treatment.variant}` : ''}`
  const given = formatIsoDate(treatment.givenOn)
  return (
    <article aria-labelledby={`treatment-${treatment.id}`} className="grid gap-2 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`treatment-${treatment.id}`} className="font-semibold text-foreground [overflow-wrap:anywhere]">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground">
            {[treatmentTypeLabels[treatment.treatmentType], treatment.manufacturer, treatmentFrequencyLabels[treatment.frequency]]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        {treatment.dueStatus ? <DueBadge status={treatment.dueStatus} /> : null}
      </div>
      <dl className="grid gap-x-4 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Given</dt>
        <dd>{given}</dd>
        <dt className="text-muted-foreground">Next due</dt>
        <dd>
          {treatment.isLatest
            ? `${formatIsoDate(treatment.nextDue)}${formatDueIn(treatment.daysUntilDue)}`
            : 'Given again later: the later dose sets the date'}
        </dd>
      </dl>
      <SafetyNotes notes={treatment.safetyNotes} />
      {treatment.notes ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{treatment.notes}</p> : null}
      {canEdit ? (
        <DeleteAction
          target={`${name} given ${given}`}
          className="justify-self-start"
          title={`Delete ${name} given ${given}?`}
          description="The treatment is removed; an earlier dose of the same product sets the next due date again."
          confirmLabel="Delete treatment"
          onConfirm={() => remove.mutateAsync()}
        />
      ) : null}
    </article>
  )
}
