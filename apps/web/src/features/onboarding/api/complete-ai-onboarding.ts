import { type AiOnboardingCompletion, aiOnboardingResultSchema } from '@pawpulse/domain/ai-onboarding-api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petsQueryKey } from '#web/lib/pets/query-keys.ts'
import { clearPetPhotos, loadPetPhoto } from '#web/lib/stores/ai-onboarding-photos.ts'
import { useAiOnboardingStore } from '#web/lib/stores/ai-onboarding-store.ts'
import { usePetCoreStore } from '#web/lib/stores/pet-core-store.ts'
import { uploadPetPhoto } from './upload-pet-photo'

/** `POST /api/onboarding/ai/complete`: every reviewed value, for every pet, in one transaction. */
export function completeAiOnboarding(body: AiOnboardingCompletion) {
  return apiRequest('/api/onboarding/ai/complete', { method: 'POST', body, schema: aiOnboardingResultSchema })
}

/** The photos kept on the device go to the pets the save created; a failed one is only announced. */
async function uploadKeptPhotos(petKeys: readonly string[], petIds: readonly string[]): Promise<number> {
  let failed = 0
  await Promise.all(
    petKeys.map(async (key, index) => {
      const petId = petIds[index]
      const file = await loadPetPhoto(key)
      if (!petId || !file) return
      await uploadPetPhoto(petId, file).catch(() => failed++)
    }),
  )
  return failed
}

export function useCompleteAiOnboarding() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['complete-ai-onboarding'],
    mutationFn: completeAiOnboarding,
    // Not idempotent: a retry after a lost answer would add the pets twice.
    retry: false,
    onSuccess: async ({ petIds }, body) => {
      const draft = useAiOnboardingStore.getState()
      const failedPhotos = await uploadKeptPhotos(
        draft.pets.map((pet) => pet.key),
        petIds,
      )
      draft.reset()
      await clearPetPhotos()
      if (petIds[0]) usePetCoreStore.getState().selectPet(petIds[0])
      // Refetched before leaving, so the dashboard never sees a list without the new pet.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: petsQueryKey(userId), refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ])
      const names = body.pets.map((pet) => pet.pet.name.trim())
      toast.success(names.length === 1 ? 'Pet added' : 'Pets added', {
        description: `${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} been added.`,
      })
      if (failedPhotos > 0) toast.error('Photo not uploaded', { description: 'Add the photo on the pet’s page: the upload failed.' })
      await navigate('/dashboard')
    },
  })
}
