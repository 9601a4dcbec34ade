import type { PetDetail } from '@pawpulse/domain/pets'
import { PencilIcon } from 'lucide-react'
import { useState } from 'react'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { useMe } from '#web/lib/auth/get-me.ts'
import { PetDetailsView } from './pet-details-view'

const PetEditForm = lazyForm(() => import('./pet-edit-form').then((module) => module.PetEditForm))

/** The pet's details, and for owners and co-parents the form to change them. */
export function PetDetailsSection({ pet, canEdit }: { pet: PetDetail; canEdit: boolean }) {
  const [isEditing, setIsEditing] = useState(false)
  // Weights are shown in the owner's unit system.
  const unitSystem = useMe().data?.unitSystem ?? null
  return (
    <Card aria-labelledby="details-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="details-title">Details</CardTitle>
        {canEdit && !isEditing ? (
          <Button variant="outline" size="sm" {...preloads(PetEditForm)} onClick={() => setIsEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Edit details
          </Button>
        ) : null}
      </div>
      {isEditing ? (
        <PetEditForm pet={pet} unitSystem={unitSystem} onDone={() => setIsEditing(false)} />
      ) : (
        <PetDetailsView pet={pet} unitSystem={unitSystem} />
      )}
    </Card>
  )
}
