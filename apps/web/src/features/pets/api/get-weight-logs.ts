import { weightLogListSchema } from '@pawpulse/domain/weight-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'

/** `GET /api/pets/{petId}/weight-logs?days=`: entries newest first, each in the unit it was entered in. */
export function getWeightLogs(petId: string, days: number, signal?: AbortSignal) {
  return apiRequest(`/api/pets/${petId}/weight-logs?days=${days}`, { schema: weightLogListSchema, signal })
}

export const weightLogsQueryOptions = (userId: string, petId: string, days: number) =>
  queryOptions({
    queryKey: [...healthKey(userId, petId, 'weight'), 'logs', days],
    queryFn: ({ signal }) => getWeightLogs(petId, days, signal),
  })

export function useWeightLogs(petId: string, days: number) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...weightLogsQueryOptions(userId, petId, days), enabled: hasSession })
}
