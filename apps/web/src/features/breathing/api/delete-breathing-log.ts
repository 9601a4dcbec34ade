import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `DELETE …/breathing-logs/{logId}`: a miscount (the baseline and chart follow). */
export function deleteBreathingLog(petId: string, logId: string) {
  return apiRequest(`/api/pets/${petId}/breathing-logs/${logId}`, { method: 'DELETE', schema: z.unknown() })
}

export function useDeleteBreathingLog(petId: string, logId: string) {
  return useHealthMutation({
    mutationKey: ['delete-breathing-log', logId],
    petId,
    areas: ['breathing'],
    mutationFn: () => deleteBreathingLog(petId, logId),
    success: { title: 'Count deleted' },
    failure: 'Failed to delete the count. Please try again.',
  })
}
