import type { PetSummary } from '@pawpulse/domain/pets'
import { resolveSelectedPetId } from '@pawpulse/domain/pet-selection'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petQueryKey, petsQueryKey } from '#web/lib/pets/query-keys.ts'
import { usePetCoreStore } from '#web/lib/stores/pet-core-store.ts'

/** `DELETE /api/pets/{petId}` (owners only): the pet, its photos and its records. */
export function deletePet(petId: string) {
  return apiRequest(`/api/pets/${petId}`, { method: 'DELETE', schema: z.unknown() })
}

export function useDeletePet(pet: { id: string; name: string }) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['delete-pet', pet.id],
    mutationFn: () => deletePet(pet.id),
    onSuccess: async () => {
      const listKey = petsQueryKey(userId)
      const remaining = (queryClient.getQueryData<PetSummary[]>(listKey) ?? []).filter((entry) => entry.id !== pet.id)
      queryClient.setQueryData(listKey, remaining)
      // Deleting the selected pet selects another pet, or none.
      const { selectedPetId, selectPet } = usePetCoreStore.getState()
      selectPet(resolveSelectedPetId(remaining, selectedPetId === pet.id ? null : selectedPetId))
      queryClient.removeQueries({ queryKey: petQueryKey(userId, pet.id) })
      await queryClient.invalidateQueries({ queryKey: listKey, exact: true })
      toast.success('Pet deleted', { description: `${pet.name} has been deleted.` })
    },
    onError: (error) => {
      toast.error('Error', { description: failureMessage(error, 'Failed to delete pet. Please try again.') })
    },
  })
}
