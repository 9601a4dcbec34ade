import type { MedicationView } from '@pawpulse/domain/medication-api'
import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '#web/components/empty-state.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { useMedications } from '../api/get-medications'
import { MedicationItem } from './medication-item'

const MedicationForm = lazyForm(() => import('./medication-form').then((module) => module.MedicationForm))

/** Current and past medications (past: the end date has gone by in the owner's calendar). */
export function MedicationsSection({
  petId,
  petName,
  canEdit,
  startAdding,
}: {
  petId: string
  petName: string
  canEdit: boolean
  startAdding: boolean
}) {
  const [isAdding, setIsAdding] = useState(startAdding && canEdit)
  const { timeZone } = useOwnerSettings()
  const medications = useMedications(petId)
  const list = (items: MedicationView[]) => (
    <ul className="grid gap-3">
      {items.map((medication) => (
        <li key={medication.id}>
          <MedicationItem petId={petId} medication={medication} timeZone={timeZone} canEdit={canEdit} />
        </li>
      ))}
    </ul>
  )

  return (
    <Card aria-labelledby="medications-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="medications-title">Medications</CardTitle>
        {canEdit && !isAdding ? (
          <Button size="sm" {...preloads(MedicationForm)} onClick={() => setIsAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add a medication
          </Button>
        ) : null}
      </div>
      {isAdding ? <MedicationForm petId={petId} onDone={() => setIsAdding(false)} /> : null}
      {medications.isPending ? <LoadingDots label="Loading medications" className="py-6" /> : null}
      {medications.isError ? <SectionError what="medications" onRetry={() => void medications.refetch()} /> : null}
      {medications.data ? (
        <>
          <h3 className="font-semibold text-foreground">Current</h3>
          {medications.data.current.length > 0 ? (
            list(medications.data.current)
          ) : (
            <EmptyState title={`No current medications for ${petName}`}>
              {canEdit
                ? 'Add each medicine with its dose and how often it is given; "Dose given" then shows when the next one is due.'
                : 'Nothing has been recorded yet.'}
            </EmptyState>
          )}
          {medications.data.past.length > 0 ? (
            <>
              <h3 className="font-semibold text-foreground">Past</h3>
              {list(medications.data.past)}
            </>
          ) : null}
        </>
      ) : null}
    </Card>
  )
}
