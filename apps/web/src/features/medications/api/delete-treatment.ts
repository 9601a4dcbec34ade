import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `DELETE …/treatments/{id}`: the previous dose of the product sets the next due date again. */
export function deleteTreatment(petId: string, treatmentId: string) {
  return apiRequest(`/api/pets/${petId}/treatments/${treatmentId}`, { method: 'DELETE', schema: z.unknown() })
}

export function useDeleteTreatment(petId: string, treatmentId: string) {
  return useHealthMutation({
    mutationKey: ['delete-treatment', treatmentId],
    petId,
    areas: ['treatments'],
    mutationFn: () => deleteTreatment(petId, treatmentId),
    success: { title: 'Treatment deleted' },
    failure: 'Failed to delete the treatment. Please try again.',
  })
}
