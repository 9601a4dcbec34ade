import { z } from 'zod'
import { apiRequest } from '../../../lib/api-client'
import { useHealthMutation } from '../../../lib/health/use-health-mutation'

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
