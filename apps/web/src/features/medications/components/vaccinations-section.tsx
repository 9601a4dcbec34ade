import type { PetSummary } from '@pawpulse/domain/pets'
import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '#web/components/empty-state.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { usePetBirthdate } from '../api/get-pet-birthdate'
import { useVaccinations } from '#web/lib/health/get-vaccinations.ts'
import { useOpenFormInView } from './use-open-form-in-view'
import { VaccinationItem } from './vaccination-item'

const VaccinationForm = lazyForm(() => import('./vaccination-form').then((module) => module.VaccinationForm))

/** Vaccinations, newest first; the latest dose of each vaccine says when it is next due (docs/product/medications-and-treatments.md#vaccinations). */
export function VaccinationsSection({ pet, canEdit, startAdding }: { pet: PetSummary; canEdit: boolean; startAdding: boolean }) {
  const [isAdding, setIsAdding] = useState(startAdding && canEdit)
  const vaccinations = useVaccinations(pet.id)
  const birthDate = usePetBirthdate(pet.id)
  const all = vaccinations.data ?? []
  const card = useOpenFormInView(startAdding && canEdit)
  return (
    <Card ref={card} aria-labelledby="vaccinations-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="vaccinations-title">Vaccinations</CardTitle>
        {canEdit && !isAdding ? (
          <Button size="sm" {...preloads(VaccinationForm)} onClick={() => setIsAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Record a vaccination
          </Button>
        ) : null}
      </div>
      {isAdding ? <VaccinationForm pet={pet} birthDate={birthDate} others={all} onDone={() => setIsAdding(false)} /> : null}
      {vaccinations.isPending ? <LoadingDots label="Loading vaccinations" className="py-6" /> : null}
      {vaccinations.isError ? <SectionError what="vaccinations" onRetry={() => void vaccinations.refetch()} /> : null}
      {vaccinations.data ? (
        vaccinations.data.length > 0 ? (
          <ul className="grid gap-3">
            {vaccinations.data.map((vaccination) => (
              <li key={vaccination.id}>
                <VaccinationItem pet={pet} birthDate={birthDate} vaccination={vaccination} others={all} canEdit={canEdit} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={`No vaccinations recorded for ${pet.name}`}>
            {canEdit
              ? `Record ${pet.name}’s last rabies and ${pet.species === 'cat' ? 'FVRCP' : 'DAPP'} vaccinations from the certificate: the next due date is suggested from the vaccine’s schedule.`
              : 'Nothing has been recorded yet.'}
          </EmptyState>
        )
      ) : null}
    </Card>
  )
}
