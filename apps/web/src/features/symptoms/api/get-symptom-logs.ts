import { symptomLogListSchema } from '@pawpulse/domain/symptom-api'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'

/** `GET /api/pets/{petId}/symptom-logs?conditionId=&days=`: newest first. */
export function getSymptomLogs(petId: string, conditionId: string, days: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ conditionId, days: String(days) })
  return apiRequest(`/api/pets/${petId}/symptom-logs?${query}`, { schema: symptomLogListSchema, signal })
}

export const symptomLogsQueryOptions = (userId: string, petId: string, conditionId: string, days: number) =>
  queryOptions({
    queryKey: [...healthKey(userId, petId, 'symptoms'), 'logs', conditionId, days],
    queryFn: ({ signal }) => getSymptomLogs(petId, conditionId, days, signal),
  })

export function useSymptomLogs(petId: string, conditionId: string, days: number) {
  const { userId, hasSession } = useHealthKeys()
  // The previous range stays on screen while the next one loads.
  return useQuery({ ...symptomLogsQueryOptions(userId, petId, conditionId, days), enabled: hasSession, placeholderData: keepPreviousData })
}
