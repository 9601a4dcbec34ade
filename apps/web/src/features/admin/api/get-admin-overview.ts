import { adminOverviewSchema } from '@pawpulse/domain/admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

export const adminOverviewQueryKey = ['admin', 'overview'] as const

/** `GET /api/admin/overview`: the counts at the top of /admin (admins only; the server checks). */
export function getAdminOverview(signal?: AbortSignal) {
  return apiRequest('/api/admin/overview', { schema: adminOverviewSchema, signal })
}

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminOverviewQueryKey, queryFn: ({ signal }) => getAdminOverview(signal) })

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions())
}
