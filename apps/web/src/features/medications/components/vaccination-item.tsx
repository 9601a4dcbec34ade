import type { PetSummary } from '@pawpulse/domain/pets'
import type { VaccinationView } from '@pawpulse/domain/vaccination-api'
import { PencilIcon } from 'lucide-react'
import { useState } from 'react'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { VaccinationStatusBadge } from '#web/components/vaccination-status-badge.tsx'
import { formatDueIn, formatIsoDate } from '#web/lib/format-date.ts'
import { useDeleteVaccination } from '../api/delete-vaccination'

const VaccinationForm = lazyForm(() => import('./vaccination-form').then((module) => module.VaccinationForm))

interface VaccinationItemProps {
  pet: Pick<PetSummary, 'id' | 'species'>
  birthDate: string | null
  vaccination: VaccinationView
  others: readonly VaccinationView[]
  canEdit: boolean
}

/** One vaccination given: the vaccine, when, when next due, where and its batch. */
export function VaccinationItem({ pet, birthDate, vaccination, others, canEdit }: VaccinationItemProps) {
  const [isEditing, setIsEditing] = useState(false)
  const remove = useDeleteVaccination(pet.id, vaccination.id)
  const name = vaccination.vaccineName
  const given = formatIsoDate(vaccination.givenOn)
  // Here only overdue and due soon stand out; the pet page, which shows latest doses only, badges every one.
  const standsOut = vaccination.status === 'overdue' || vaccination.status === 'due_soon'
  const kind = vaccination.core === null ? null : vaccination.core ? 'Core' : 'Non-core'

  if (isEditing) {
    return (
      <section aria-labelledby={`vaccination-${vaccination.id}`} className="grid gap-3 rounded-md border border-border p-4">
        <h3 id={`vaccination-${vaccination.id}`} className="font-semibold text-foreground [overflow-wrap:anywhere]">
          Edit {name} given {given}
        </h3>
        <VaccinationForm pet={pet} birthDate={birthDate} others={others} vaccination={vaccination} onDone={() => setIsEditing(false)} />
      </section>
    )
  }

  return (
    <article aria-labelledby={`vaccination-${vaccination.id}`} className="grid gap-2 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`vaccination-${vaccination.id}`} className="font-semibold text-foreground [overflow-wrap:anywhere]">
            {name}
          </h3>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {[kind, vaccination.clinic, vaccination.batchNumber ? `Batch ${vaccination.batchNumber}` : null].filter(Boolean).join(' · ')}
          </p>
        </div>
        {standsOut && vaccination.status ? <VaccinationStatusBadge status={vaccination.status} /> : null}
      </div>
      <dl className="grid gap-x-4 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Given</dt>
        <dd>{given}</dd>
        <dt className="text-muted-foreground">Next due</dt>
        <dd>
          {!vaccination.isLatest
            ? 'Given again later: the later dose says when it is due'
            : vaccination.nextDueOn
              ? `${formatIsoDate(vaccination.nextDueOn)}${formatDueIn(vaccination.daysUntilDue)}`
              : 'No further dose planned'}
        </dd>
      </dl>
      {vaccination.notes ? <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{vaccination.notes}</p> : null}
      {canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" {...preloads(VaccinationForm)} onClick={() => setIsEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit
            <span className="sr-only">
              {' '}
              {name} given {given}
            </span>
          </Button>
          <DeleteAction
            target={`${name} given ${given}`}
            title={`Delete ${name} given ${given}?`}
            description="The vaccination is removed; an earlier dose of the same vaccine says when it is due again."
            confirmLabel="Delete vaccination"
            onConfirm={() => remove.mutateAsync()}
          />
        </div>
      ) : null}
    </article>
  )
}
