import type { QueryClient } from '@tanstack/react-query'
import { adminMarketplaceQueryKey } from './get-admin-marketplace'
import { marketplaceQueryKey } from './get-marketplace'

/** After an admin's change: the admin list and every owner's view of the catalogue. */
export function refreshCatalogue(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminMarketplaceQueryKey }),
    queryClient.invalidateQueries({ queryKey: marketplaceQueryKey }),
  ])
}
