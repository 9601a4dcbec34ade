import { type WeightLogInput, weightLogSchema } from '@pawpulse/domain/weight-api'
import { apiRequest } from '../../../lib/api-client'
import { useHealthMutation } from '../../../lib/health/use-health-mutation'

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
