import { medicationSchema } from '@pawpulse/domain/medication-api'
import type { MedicationUpdate } from '@pawpulse/domain/medication-input'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `PATCH …/medications/{id}`: any of its fields; the server re-checks the whole medication. */
export function updateMedication(petId: string, medicationId: string, input: MedicationUpdate) {
  return apiRequest(`/api/pets/${petId}/medications/${medicationId}`, { method: 'PATCH', body: input, schema: medicationSchema })
}

/** The edit form shows a failure in the form; the Stop button (which passes `failure`) in a toast. */
export function useUpdateMedication(petId: string, medicationId: string, messages: { success: string; failure?: string }) {
  return useHealthMutation({
    mutationKey: ['update-medication', medicationId],
    petId,
    areas: ['medications'],
    mutationFn: (input: MedicationUpdate) => updateMedication(petId, medicationId, input),
    success: { title: messages.success },
    failure: messages.failure,
  })
}
