import { type BreathingLogInput, breathingLogResultSchema } from '@pawpulse/domain/breathing-api'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `POST /api/pets/{petId}/breathing-logs`: the count and what it means, with the vet to call. */
export function createBreathingLog(petId: string, input: BreathingLogInput) {
  return apiRequest(`/api/pets/${petId}/breathing-logs`, { method: 'POST', body: input, schema: breathingLogResultSchema })
}

export function useCreateBreathingLog(petId: string) {
  return useHealthMutation({
    mutationKey: ['create-breathing-log', petId],
    petId,
    areas: ['breathing'],
    mutationFn: (input: BreathingLogInput) => createBreathingLog(petId, input),
  })
}
