import { weightLogSchema } from '@pawpulse/domain/weight-api'
import type { WeightLogInput } from '@pawpulse/domain/weight-input'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'
import { useOfflineWrite } from '#web/lib/offline/use-offline-write.ts'

/**
 * `POST /api/pets/{petId}/weight-logs`: the pet's weight follows the newest entry. Offline the
 * entry waits on the device with its own id (lib/offline).
 */
export function useAddWeightLog(petId: string) {
  const { send, withId, petName } = useOfflineWrite()
  return useHealthMutation({
    mutationKey: ['add-weight-log', petId],
    petId,
    areas: ['weight'],
    refreshesPet: true,
    mutationFn: (input: WeightLogInput) =>
      send(
        {
          kind: 'weight',
          petId,
          path: `/api/pets/${petId}/weight-logs`,
          body: withId(input),
          label: `Weight for ${petName(petId)}: ${input.weight} ${input.weightUnit}`,
        },
        weightLogSchema,
      ),
    success: { title: 'Weight saved' },
  })
}
