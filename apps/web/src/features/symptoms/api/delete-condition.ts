import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

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
