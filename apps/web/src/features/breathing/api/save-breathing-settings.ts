import { breathingSettingsViewSchema } from '@pawpulse/domain/breathing-api'
import type { BreathingSettings } from '@pawpulse/domain/breathing-input'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `PUT /api/pets/{petId}/breathing-settings`: per pet (the threshold also moves the chart's line). */
export function saveBreathingSettings(petId: string, input: BreathingSettings) {
  return apiRequest(`/api/pets/${petId}/breathing-settings`, { method: 'PUT', body: input, schema: breathingSettingsViewSchema })
}

export function useSaveBreathingSettings(petId: string) {
  return useHealthMutation({
    mutationKey: ['save-breathing-settings', petId],
    petId,
    areas: ['breathing'],
    mutationFn: (input: BreathingSettings) => saveBreathingSettings(petId, input),
    success: { title: 'Settings saved' },
  })
}
