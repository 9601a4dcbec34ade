import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { refreshPetPhotos } from '#web/lib/pets/refresh-pet.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** `DELETE /api/pets/{petId}/images/{imageId}`; a removed profile photo is replaced by the newest one. */
export function deletePetImage(petId: string, imageId: string) {
  return apiRequest(`/api/pets/${petId}/images/${imageId}`, { method: 'DELETE', schema: z.unknown() })
}

export function useDeletePetImage(petId: string) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['delete-pet-image', petId],
    mutationFn: (imageId: string) => deletePetImage(petId, imageId),
    onSuccess: async () => {
      // The pet's detail (profile photo) and its photo list both change.
      await refreshPetPhotos(queryClient, userId, petId)
      toast.success('Image removed', { description: 'The pet image has been removed.' })
    },
    onError: () => {
      toast.error('Error', { description: 'Failed to remove image. Please try again.' })
    },
  })
}
