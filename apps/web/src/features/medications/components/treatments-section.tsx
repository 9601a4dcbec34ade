import type { PetSummary } from '@pawpulse/domain/pets'
import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '#web/components/empty-state.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useTreatments } from '../api/get-treatments'
import { TreatmentItem } from './treatment-item'
import { useOpenFormInView } from './use-open-form-in-view'

const TreatmentForm = lazyForm(() => import('./treatment-form').then((module) => module.TreatmentForm))

/** Parasite treatments (flea and tick, heartworm, worming), each with its next due date (docs/product/medications-and-treatments.md#next-due-date). */
export function TreatmentsSection({ pet, canEdit, startAdding }: { pet: PetSummary; canEdit: boolean; startAdding: boolean }) {
  const [isAdding, setIsAdding] = useState(startAdding && canEdit)
  const treatments = useTreatments(pet.id)
  const card = useOpenFormInView(startAdding && canEdit)
  return (
    <Card ref={card} aria-labelledby="treatments-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="treatments-title">Parasite treatments</CardTitle>
        {canEdit && !isAdding ? (
          <Button size="sm" {...preloads(TreatmentForm)} onClick={() => setIsAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Record a treatment
          </Button>
        ) : null}
      </div>
      {isAdding ? <TreatmentForm petId={pet.id} species={pet.species} onDone={() => setIsAdding(false)} /> : null}
      {treatments.isPending ? <LoadingDots label="Loading treatments" className="py-6" /> : null}
      {treatments.isError ? <SectionError what="treatments" onRetry={() => void treatments.refetch()} /> : null}
      {treatments.data ? (
        treatments.data.length > 0 ? (
          <ul className="grid gap-3">
            {treatments.data.map((treatment) => (
              <li key={treatment.id}>
                <TreatmentItem petId={pet.id} treatment={treatment} canEdit={canEdit} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={`No treatments recorded for ${pet.name}`}>
            {canEdit
              ? 'Record the last flea, tick, heartworm or worming treatment: the next due date follows from it.'
              : 'Nothing has been recorded yet.'}
          </EmptyState>
        )
      ) : null}
    </Card>
  )
}
