import { conditionSchema } from '@pawpulse/domain/condition-api'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `POST …/conditions/{id}/reopen`: current again (409 when it is already current). */
export function reopenCondition(petId: string, conditionId: string) {
  return apiRequest(`/api/pets/${petId}/conditions/${conditionId}/reopen`, { method: 'POST', schema: conditionSchema })
}

export function useReopenCondition(petId: string, conditionId: string) {
  return useHealthMutation({
    mutationKey: ['reopen-condition', conditionId],
    petId,
    areas: ['conditions'],
    refreshesPet: true,
    mutationFn: () => reopenCondition(petId, conditionId),
    success: { title: 'Condition reopened' },
    failure: 'Failed to reopen the condition. Please try again.',
  })
}
