import { conditionSchema } from '@pawpulse/domain/condition-api'
import type { ConditionInput } from '@pawpulse/domain/conditions'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `POST /api/pets/{petId}/conditions`: 409 when the condition is already current. */
export function addCondition(petId: string, input: ConditionInput) {
  return apiRequest(`/api/pets/${petId}/conditions`, { method: 'POST', body: input, schema: conditionSchema })
}

export function useAddCondition(petId: string) {
  return useHealthMutation({
    mutationKey: ['add-condition', petId],
    petId,
    areas: ['conditions'],
    refreshesPet: true,
    mutationFn: (input: ConditionInput) => addCondition(petId, input),
    success: { title: 'Condition added' },
  })
}
