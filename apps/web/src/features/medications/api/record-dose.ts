import { type DoseInput, doseResultSchema } from '@pawpulse/domain/medication-api'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `POST …/medications/{id}/doses`: "dose given" (now unless a time is sent); answers with the next dose due. */
export function recordDose(petId: string, medicationId: string, input: DoseInput) {
  return apiRequest(`/api/pets/${petId}/medications/${medicationId}/doses`, { method: 'POST', body: input, schema: doseResultSchema })
}

export function useRecordDose(petId: string, medicationId: string) {
  return useHealthMutation({
    mutationKey: ['record-dose', medicationId],
    petId,
    areas: ['medications'],
    mutationFn: (input: DoseInput) => recordDose(petId, medicationId, input),
    success: { title: 'Dose recorded' },
    failure: 'Failed to record the dose. Please try again.',
  })
}
