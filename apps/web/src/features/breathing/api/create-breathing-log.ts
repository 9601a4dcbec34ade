import { breathsPerMinute } from '@pawpulse/domain/breathing'
import { type BreathingLogResult, breathingLogResultSchema } from '@pawpulse/domain/breathing-api'
import type { BreathingLogInput } from '@pawpulse/domain/breathing-input'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'
import type { SendOutcome } from '#web/lib/offline/send-or-queue.ts'
import { useOfflineWrite } from '#web/lib/offline/use-offline-write.ts'

/** A count the server assessed, or one kept on this device until it can be sent. */
export type SavedCount = SendOutcome<BreathingLogResult>

/**
 * `POST /api/pets/{petId}/breathing-logs`: the count and what it means, with the vet to call.
 * Offline the count stays on the device, waiting to sync (lib/offline), with its own id so it is
 * stored once however often it is sent.
 */
export function useCreateBreathingLog(petId: string) {
  const { send, withId, petName } = useOfflineWrite()
  return useHealthMutation({
    mutationKey: ['create-breathing-log', petId],
    petId,
    areas: ['breathing'],
    mutationFn: (input: BreathingLogInput) =>
      send(
        {
          kind: 'breathing',
          petId,
          path: `/api/pets/${petId}/breathing-logs`,
          body: withId(input),
          label: `Breathing count for ${petName(petId)}: ${breathsPerMinute(input.breathCount, input.durationSeconds)} breaths/min`,
        },
        breathingLogResultSchema,
      ),
  })
}
