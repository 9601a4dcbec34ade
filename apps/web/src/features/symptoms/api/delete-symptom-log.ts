import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `DELETE …/symptom-logs/{logId}`. */
export function deleteSymptomLog(petId: string, logId: string) {
  return apiRequest(`/api/pets/${petId}/symptom-logs/${logId}`, { method: 'DELETE', schema: z.unknown() })
}

export function useDeleteSymptomLog(petId: string, logId: string) {
  return useHealthMutation({
    mutationKey: ['delete-symptom-log', logId],
    petId,
    areas: ['symptoms'],
    mutationFn: () => deleteSymptomLog(petId, logId),
    success: { title: 'Entry deleted' },
    failure: 'Failed to delete the entry. Please try again.',
  })
}
