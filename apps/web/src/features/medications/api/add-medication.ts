import { medicationSchema } from '@pawpulse/domain/medication-api'
import type { MedicationCreate } from '@pawpulse/domain/medication-input'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `POST /api/pets/{petId}/medications`: the medication's fields and the schedule the next dose is computed from. */
export function addMedication(petId: string, input: MedicationCreate) {
  return apiRequest(`/api/pets/${petId}/medications`, { method: 'POST', body: input, schema: medicationSchema })
}

export function useAddMedication(petId: string) {
  return useHealthMutation({
    mutationKey: ['add-medication', petId],
    petId,
    areas: ['medications'],
    mutationFn: (input: MedicationCreate) => addMedication(petId, input),
    success: { title: 'Medication added' },
  })
}
