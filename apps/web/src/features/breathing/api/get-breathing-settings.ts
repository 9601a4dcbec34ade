import { breathingSettingsViewSchema } from '@pawpulse/domain/breathing-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'
import { breathingSettingsPath } from './api-paths'

/** `GET /api/pets/{petId}/breathing-settings`: the alert threshold and the counter's default duration. */
export function getBreathingSettings(petId: string, signal?: AbortSignal) {
  return apiRequest(breathingSettingsPath(petId), { schema: breathingSettingsViewSchema, signal })
}

export const breathingSettingsQueryOptions = (userId: string, petId: string) =>
  queryOptions({
    queryKey: [...healthKey(userId, petId, 'breathing'), 'settings'],
    queryFn: ({ signal }) => getBreathingSettings(petId, signal),
  })

export function useBreathingSettings(petId: string) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...breathingSettingsQueryOptions(userId, petId), enabled: hasSession })
}
