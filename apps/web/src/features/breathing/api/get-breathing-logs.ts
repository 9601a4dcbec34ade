import { breathingLogListSchema } from '@pawpulse/domain/breathing-api'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'
import { breathingLogsPath } from './api-paths'

/** `GET /api/pets/{petId}/breathing-logs?days=`: counts newest first. */
export function getBreathingLogs(petId: string, days: number, signal?: AbortSignal) {
  return apiRequest(breathingLogsPath(petId, days), { schema: breathingLogListSchema, signal })
}

export const breathingLogsQueryOptions = (userId: string, petId: string, days: number) =>
  queryOptions({
    queryKey: [...healthKey(userId, petId, 'breathing'), 'logs', days],
    queryFn: ({ signal }) => getBreathingLogs(petId, days, signal),
  })

export function useBreathingLogs(petId: string, days: number) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...breathingLogsQueryOptions(userId, petId, days), enabled: hasSession, placeholderData: keepPreviousData })
}
