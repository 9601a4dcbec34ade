import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `DELETE …/vaccinations/{id}`: an earlier dose of the vaccine says what is due again. */
export function deleteVaccination(petId: string, vaccinationId: string) {
  return apiRequest(`/api/pets/${petId}/vaccinations/${vaccinationId}`, { method: 'DELETE', schema: z.unknown() })
}

export function useDeleteVaccination(petId: string, vaccinationId: string) {
  return useHealthMutation({
    mutationKey: ['delete-vaccination', vaccinationId],
    petId,
    areas: ['vaccinations'],
    mutationFn: () => deleteVaccination(petId, vaccinationId),
    success: { title: 'Vaccination deleted' },
    failure: 'Failed to delete the vaccination. Please try again.',
  })
}
