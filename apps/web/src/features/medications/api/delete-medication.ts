import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `DELETE …/medications/{id}`: with its "dose given" records. */
export function deleteMedication(petId: string, medicationId: string) {
  return apiRequest(`/api/pets/${petId}/medications/${medicationId}`, { method: 'DELETE', schema: z.unknown() })
}

export function useDeleteMedication(petId: string, medicationId: string) {
  return useHealthMutation({
    mutationKey: ['delete-medication', medicationId],
    petId,
    areas: ['medications'],
    mutationFn: () => deleteMedication(petId, medicationId),
    success: { title: 'Medication deleted' },
    failure: 'Failed to delete the medication. Please try again.',
  })
}
