import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `DELETE …/weight-logs/{logId}`: the pet's weight follows the newest remaining entry, if any. */
export function deleteWeightLog(petId: string, logId: string) {
  return apiRequest(`/api/pets/${petId}/weight-logs/${logId}`, { method: 'DELETE', schema: z.unknown() })
}

export function useDeleteWeightLog(petId: string, logId: string) {
  return useHealthMutation({
    mutationKey: ['delete-weight-log', logId],
    petId,
    areas: ['weight'],
    refreshesPet: true,
    mutationFn: () => deleteWeightLog(petId, logId),
    success: { title: 'Weight entry deleted' },
    failure: 'Failed to delete the entry. Please try again.',
  })
}
