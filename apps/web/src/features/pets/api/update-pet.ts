import type { PetUpdate } from '@pawpulse/domain/pet-input'
import { type PetDetail, petDetailSchema } from '@pawpulse/domain/pets'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petQueryKey, petsQueryKey } from '#web/lib/pets/query-keys.ts'

/** `PATCH /api/pets/{petId}`: only what is sent changes (403 for viewers). */
export function updatePet(petId: string, input: PetUpdate) {
  return apiRequest(`/api/pets/${petId}`, { method: 'PATCH', body: input, schema: petDetailSchema })
}

export function useUpdatePet(petId: string) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['update-pet', petId],
    mutationFn: (input: PetUpdate) => updatePet(petId, input),
    onSuccess: async (pet: PetDetail) => {
      queryClient.setQueryData(petQueryKey(userId, petId), pet)
      // The list shows the name (header, sidebar, dashboard).
      await queryClient.invalidateQueries({ queryKey: petsQueryKey(userId), exact: true })
      toast.success('Pet updated', { description: 'Pet information has been updated.' })
    },
    onError: () => {
      toast.error('Error', { description: 'Failed to update pet. Please try again.' })
    },
  })
}
