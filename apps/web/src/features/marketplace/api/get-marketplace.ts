import { type MarketplaceQuery, marketplaceListSchema } from '@pawpulse/domain/marketplace-api'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** Every owner's catalogue query starts with this key: an admin's change refreshes them all. */
export const marketplaceQueryKey = ['marketplace'] as const

/** `GET /api/marketplace?petId&category&species&condition`: entries for a pet's condition first (the server orders them). */
export function getMarketplace(query: MarketplaceQuery, signal?: AbortSignal) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value)
  const search = params.size > 0 ? `?${params}` : ''
  return apiRequest(`/api/marketplace${search}`, { schema: marketplaceListSchema, signal })
}

/** Keyed by user: the reasons name the viewer's own pets. */
export const marketplaceQueryOptions = (userId: string, query: MarketplaceQuery) =>
  queryOptions({ queryKey: [...marketplaceQueryKey, userId, query], queryFn: ({ signal }) => getMarketplace(query, signal) })

export function useMarketplace(query: MarketplaceQuery) {
  const viewer = useViewer()
  // The previous answer stays on screen while a new filter loads, so the cards do not jump.
  return useQuery({
    ...marketplaceQueryOptions(viewer?.userId ?? '', query),
    enabled: viewer?.hasSession === true,
    placeholderData: keepPreviousData,
  })
}
