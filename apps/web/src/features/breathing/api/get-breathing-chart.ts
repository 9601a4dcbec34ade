import { breathingChartSchema } from '@pawpulse/domain/breathing-api'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'
import { breathingChartPath } from './api-paths'

/** `GET /api/pets/{petId}/breathing-chart?days=7|30|90`: points, daily averages, threshold and baseline. */
export function getBreathingChart(petId: string, days: number, signal?: AbortSignal) {
  return apiRequest(breathingChartPath(petId, days), { schema: breathingChartSchema, signal })
}

export const breathingChartQueryOptions = (userId: string, petId: string, days: number) =>
  queryOptions({
    queryKey: [...healthKey(userId, petId, 'breathing'), 'chart', days],
    queryFn: ({ signal }) => getBreathingChart(petId, days, signal),
  })

export function useBreathingChart(petId: string, days: number) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...breathingChartQueryOptions(userId, petId, days), enabled: hasSession, placeholderData: keepPreviousData })
}
