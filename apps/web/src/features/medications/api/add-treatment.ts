import { petTreatmentSchema } from '@pawpulse/domain/treatment-api'
import type { PetTreatmentInput } from '@pawpulse/domain/treatment-input'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `POST /api/pets/{petId}/treatments`: a listed product, an own brand, or only a name. */
export function addTreatment(petId: string, input: PetTreatmentInput) {
  return apiRequest(`/api/pets/${petId}/treatments`, { method: 'POST', body: input, schema: petTreatmentSchema })
}

export function useAddTreatment(petId: string) {
  return useHealthMutation({
    mutationKey: ['add-treatment', petId],
    petId,
    areas: ['treatments'],
    mutationFn: (input: PetTreatmentInput) => addTreatment(petId, input),
    success: { title: 'Treatment recorded' },
  })
}
