import { adminMarketplaceListSchema } from '@pawpulse/domain/marketplace-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

export const adminMarketplaceQueryKey = ['admin', 'marketplace'] as const

/** `GET /api/admin/marketplace`: every entry, hidden ones too (admins only; the server checks). */
export function getAdminMarketplace(signal?: AbortSignal) {
  return apiRequest('/api/admin/marketplace', { schema: adminMarketplaceListSchema, signal })
}

export const adminMarketplaceQueryOptions = () =>
  queryOptions({ queryKey: adminMarketplaceQueryKey, queryFn: ({ signal }) => getAdminMarketplace(signal) })

export function useAdminMarketplace() {
  return useQuery(adminMarketplaceQueryOptions())
}
