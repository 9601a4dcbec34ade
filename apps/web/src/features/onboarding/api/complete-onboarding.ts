import { type OnboardingCompletion, onboardingResultSchema } from '@pawpulse/domain/onboarding'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petsQueryKey } from '#web/lib/pets/query-keys.ts'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'
import { usePetCoreStore } from '#web/lib/stores/pet-core-store.ts'
import { usePetOnboardingStore } from '#web/lib/stores/pet-onboarding-store.ts'

/** `POST /api/onboarding/complete`: everything at once, in one transaction (docs/product/onboarding.md#completing). */
export function completeOnboarding(body: OnboardingCompletion) {
  return apiRequest('/api/onboarding/complete', { method: 'POST', body, schema: onboardingResultSchema })
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['complete-onboarding'],
    mutationFn: completeOnboarding,
    // Not idempotent: a retry after a lost answer would add the pet twice.
    retry: false,
    onSuccess: async ({ petId }, body) => {
      // Completing marks the draft completed; then it is reset for the next pet.
      useOnboardingDraftStore.getState().markCompleted()
      usePetOnboardingStore.getState().reset()
      // A pet just saved becomes the selected pet.
      usePetCoreStore.getState().selectPet(petId)
      // Refetched before leaving, so the dashboard never sees a list without the new pet (and
      // so never falls back to selecting another one).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: petsQueryKey(userId), refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ])
      toast.success('Pet added', { description: `${body.generalInfo.name.trim()} has been added.` })
      await navigate('/dashboard')
    },
  })
}
