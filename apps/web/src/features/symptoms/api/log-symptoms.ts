import { type SymptomLogInput, symptomLogSchema } from '@pawpulse/domain/symptom-api'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `POST /api/pets/{petId}/symptom-logs`: the answer carries the CIBDAI total for IBD. */
export function logSymptoms(petId: string, input: SymptomLogInput) {
  return apiRequest(`/api/pets/${petId}/symptom-logs`, { method: 'POST', body: input, schema: symptomLogSchema })
}

export function useLogSymptoms(petId: string) {
  return useHealthMutation({
    mutationKey: ['log-symptoms', petId],
    petId,
    areas: ['symptoms'],
    mutationFn: (input: SymptomLogInput) => logSymptoms(petId, input),
    success: { title: 'Symptoms logged' },
  })
}
