import { dashboardSchema } from '@pawpulse/domain/dashboard-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'
import { dashboardPath } from './api-paths'

/** `GET /api/pets/{petId}/dashboard`: everything the dashboard shows for the pet in one answer (no waterfall). */
export function getDashboard(petId: string, signal?: AbortSignal) {
  return apiRequest(dashboardPath(petId), { schema: dashboardSchema, signal })
}

export const dashboardQueryOptions = (userId: string, petId: string) =>
  queryOptions({ queryKey: healthKey(userId, petId, 'dashboard'), queryFn: ({ signal }) => getDashboard(petId, signal) })

export function useDashboard(petId: string) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...dashboardQueryOptions(userId, petId), enabled: hasSession })
}
