import { conditionSchema } from '@pawpulse/domain/condition-api'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `POST …/conditions/{id}/resolve`: the resolution date defaults to the owner's today. */
export function resolveCondition(petId: string, conditionId: string, resolutionDate: string | undefined) {
  return apiRequest(`/api/pets/${petId}/conditions/${conditionId}/resolve`, {
    method: 'POST',
    body: resolutionDate ? { resolutionDate } : {},
    schema: conditionSchema,
  })
}

export function useResolveCondition(petId: string, conditionId: string) {
  return useHealthMutation({
    mutationKey: ['resolve-condition', conditionId],
    petId,
    areas: ['conditions'],
    refreshesPet: true,
    mutationFn: (resolutionDate: string | undefined) => resolveCondition(petId, conditionId, resolutionDate),
    success: { title: 'Condition resolved' },
  })
}
