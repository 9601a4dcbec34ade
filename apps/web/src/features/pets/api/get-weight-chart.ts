import { weightChartSchema } from '@pawpulse/domain/weight-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'

/** `GET /api/pets/{petId}/weight-chart?days=`: the series in the owner's unit system, oldest first. */
export function getWeightChart(petId: string, days: number, signal?: AbortSignal) {
  return apiRequest(`/api/pets/${petId}/weight-chart?days=${days}`, { schema: weightChartSchema, signal })
}

export const weightChartQueryOptions = (userId: string, petId: string, days: number) =>
  queryOptions({
    queryKey: [...healthKey(userId, petId, 'weight'), 'chart', days],
    queryFn: ({ signal }) => getWeightChart(petId, days, signal),
  })

export function useWeightChart(petId: string, days: number) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...weightChartQueryOptions(userId, petId, days), enabled: hasSession })
}
