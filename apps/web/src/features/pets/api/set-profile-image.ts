import type { profileImageUpdateSchema } from '@pawpulse/domain/image-upload'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { refreshPetPhotos } from '#web/lib/pets/refresh-pet.ts'

/** `PUT /api/pets/{petId}/profile-image`: which photo the header, dashboard and pet page show. */
export function setProfileImage(petId: string, imageId: string) {
  const body: z.input<typeof profileImageUpdateSchema> = { imageId }
  return apiRequest(`/api/pets/${petId}/profile-image`, { method: 'PUT', body, schema: z.unknown() })
}

export function useSetProfileImage(petId: string) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['set-profile-image', petId],
    mutationFn: (imageId: string) => setProfileImage(petId, imageId),
    onSuccess: async () => {
      await refreshPetPhotos(queryClient, userId, petId)
      toast.success('Profile photo changed', { description: 'This photo now shows wherever the pet appears.' })
    },
    onError: (error) => {
      toast.error('Error', { description: failureMessage(error, 'Failed to change the profile photo. Please try again.') })
    },
  })
}
