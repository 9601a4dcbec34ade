import type { PetDetail } from '@pawpulse/domain/pets'
import { Trash2Icon } from 'lucide-react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { useDeletePet } from '../api/delete-pet'

/** Owners only (docs/product/pets.md#deleting-a-pet): deleting the pet, after a confirmation. */
export function DeletePetSection({ pet }: { pet: PetDetail }) {
  const deletePet = useDeletePet(pet)
  const navigate = useNavigate()
  return (
    <Card aria-labelledby="delete-pet-title" className="grid gap-3 border-destructive/40">
      <CardTitle id="delete-pet-title">Delete pet</CardTitle>
      <CardDescription>Removes {pet.name}'s profile, photos, care team and health records for good.</CardDescription>
      <ConfirmDialog
        trigger={
          <Button variant="destructive" className="justify-self-start">
            <Trash2Icon aria-hidden="true" />
            Delete pet
          </Button>
        }
        title={`Delete ${pet.name}?`}
        description={`${pet.name}'s profile, photos, care team and health records are deleted for good. This cannot be undone.`}
        confirmLabel={`Delete ${pet.name}`}
        onConfirm={async () => {
          await deletePet.mutateAsync()
          await navigate('/dashboard')
        }}
      />
    </Card>
  )
}
