import { symptomTrendSchema } from '@pawpulse/domain/symptom-api'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'

/** `GET /api/pets/{petId}/symptom-trend?conditionId=&days=`: one series per measure, oldest first. */
export function getSymptomTrend(petId: string, conditionId: string, days: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ conditionId, days: String(days) })
  return apiRequest(`/api/pets/${petId}/symptom-trend?${query}`, { schema: symptomTrendSchema, signal })
}

export const symptomTrendQueryOptions = (userId: string, petId: string, conditionId: string, days: number) =>
  queryOptions({
    queryKey: [...healthKey(userId, petId, 'symptoms'), 'trend', conditionId, days],
    queryFn: ({ signal }) => getSymptomTrend(petId, conditionId, days, signal),
  })

export function useSymptomTrend(petId: string, conditionId: string, days: number) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...symptomTrendQueryOptions(userId, petId, conditionId, days), enabled: hasSession, placeholderData: keepPreviousData })
}
