import { doseResultSchema } from '@pawpulse/domain/medication-api'
import type { DoseInput } from '@pawpulse/domain/medication-input'
import { toOffsetDateTime } from '@pawpulse/domain/time-zone'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'
import { useOfflineWrite } from '#web/lib/offline/use-offline-write.ts'

/**
 * `POST …/medications/{id}/doses`: "dose given"; answers with the next dose due. The time is the
 * tap's, sent with it, so a dose kept on the device offline (lib/offline) is stored as given then,
 * not when the connection came back.
 */
export function useRecordDose(petId: string, medication: { id: string; name: string }) {
  const { send, withId, petName } = useOfflineWrite()
  const { timeZone } = useOwnerSettings()
  return useHealthMutation({
    mutationKey: ['record-dose', medication.id],
    petId,
    areas: ['medications'],
    mutationFn: (input: DoseInput) =>
      send(
        {
          kind: 'dose',
          petId,
          path: `/api/pets/${petId}/medications/${medication.id}/doses`,
          body: withId({ givenAt: toOffsetDateTime(new Date(), timeZone), ...input }, input),
          label: `${medication.name} given to ${petName(petId)}`,
        },
        doseResultSchema,
      ),
    success: { title: 'Dose recorded' },
    failure: 'Failed to record the dose. Please try again.',
  })
}
