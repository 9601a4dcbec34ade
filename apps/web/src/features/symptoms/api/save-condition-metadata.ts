import { conditionMetadataSchema } from '@pawpulse/domain/condition-metadata'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `PUT …/condition-metadata/{conditionKey}`: upserted on (pet, condition). */
export function saveConditionMetadata(petId: string, conditionKey: string, data: Record<string, unknown>) {
  return apiRequest(`/api/pets/${petId}/condition-metadata/${conditionKey}`, {
    method: 'PUT',
    body: { data },
    schema: conditionMetadataSchema,
  })
}

export function useSaveConditionMetadata(petId: string, conditionKey: string) {
  return useHealthMutation({
    mutationKey: ['save-condition-metadata', petId, conditionKey],
    petId,
    areas: ['condition-metadata'],
    mutationFn: (data: Record<string, unknown>) => saveConditionMetadata(petId, conditionKey, data),
    success: { title: 'Saved' },
    failure: 'Failed to save. Please try again.',
  })
}
