import { z } from 'zod'
import { apiRequest } from '../../../lib/api-client'
import { useHealthMutation } from '../../../lib/health/use-health-mutation'

/** `DELETE …/conditions/{id}`: for a condition added by mistake (resolving keeps its history). */
export function deleteCondition(petId: string, conditionId: string) {
  return apiRequest(`/api/pets/${petId}/conditions/${conditionId}`, { method: 'DELETE', schema: z.unknown() })
}

export function useDeleteCondition(petId: string, conditionId: string) {
  return useHealthMutation({
    mutationKey: ['delete-condition', conditionId],
    petId,
    areas: ['conditions'],
    refreshesPet: true,
    mutationFn: () => deleteCondition(petId, conditionId),
    success: { title: 'Condition deleted' },
    failure: 'Failed to delete the condition. Please try again.',
  })
}
