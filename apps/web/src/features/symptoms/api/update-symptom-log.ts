import { symptomLogSchema } from '@pawpulse/domain/symptom-api'
import type { SymptomLogUpdate } from '@pawpulse/domain/symptom-input'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `PATCH …/symptom-logs/{logId}`: the time, the measures and the notes (never the condition). */
export function updateSymptomLog(petId: string, logId: string, input: SymptomLogUpdate) {
  return apiRequest(`/api/pets/${petId}/symptom-logs/${logId}`, { method: 'PATCH', body: input, schema: symptomLogSchema })
}

export function useUpdateSymptomLog(petId: string, logId: string) {
  return useHealthMutation({
    mutationKey: ['update-symptom-log', logId],
    petId,
    areas: ['symptoms'],
    mutationFn: (input: SymptomLogUpdate) => updateSymptomLog(petId, logId, input),
    success: { title: 'Entry updated' },
  })
}
