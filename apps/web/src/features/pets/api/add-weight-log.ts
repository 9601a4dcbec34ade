import { type WeightLogInput, weightLogSchema } from '@pawpulse/domain/weight-api'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `POST /api/pets/{petId}/weight-logs`: the pet's weight follows the newest entry. */
export function addWeightLog(petId: string, input: WeightLogInput) {
  return apiRequest(`/api/pets/${petId}/weight-logs`, { method: 'POST', body: input, schema: weightLogSchema })
}

export function useAddWeightLog(petId: string) {
  return useHealthMutation({
    mutationKey: ['add-weight-log', petId],
    petId,
    areas: ['weight'],
    refreshesPet: true,
    mutationFn: (input: WeightLogInput) => addWeightLog(petId, input),
    success: { title: 'Weight saved' },
  })
}
