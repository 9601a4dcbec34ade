import { symptomLogSchema } from '@pawpulse/domain/symptom-api'
import type { SymptomLogInput } from '@pawpulse/domain/symptom-input'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'
import { useOfflineWrite } from '#web/lib/offline/use-offline-write.ts'

/**
 * `POST /api/pets/{petId}/symptom-logs`: the answer carries the CIBDAI total for IBD. Offline the
 * entry waits on the device with its own id (lib/offline); `label` names the condition in the list.
 */
export function useLogSymptoms(petId: string, label: string) {
  const { send, withId, petName } = useOfflineWrite()
  return useHealthMutation({
    mutationKey: ['log-symptoms', petId],
    petId,
    areas: ['symptoms'],
    mutationFn: (input: SymptomLogInput) =>
      send(
        {
          kind: 'symptom',
          petId,
          path: `/api/pets/${petId}/symptom-logs`,
          body: withId(input),
          label: `${label} symptoms for ${petName(petId)}`,
        },
        symptomLogSchema,
      ),
    success: { title: 'Symptoms logged' },
  })
}
