import { adminMarketplaceEntrySchema, type MarketplaceEntryUpdate } from '@pawpulse/domain/marketplace-api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { refreshCatalogue } from './refresh-catalogue'

/** `PATCH /api/admin/marketplace/{entryId}`: any fields; hiding is `{ hidden: true }`. */
export function updateMarketplaceEntry(entryId: string, update: MarketplaceEntryUpdate) {
  return apiRequest(`/api/admin/marketplace/${encodeURIComponent(entryId)}`, {
    method: 'PATCH',
    body: update,
    schema: adminMarketplaceEntrySchema,
  })
}

export function useUpdateMarketplaceEntry(entryId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['admin', 'marketplace', 'update', entryId],
    mutationFn: (update: MarketplaceEntryUpdate) => updateMarketplaceEntry(entryId, update),
    onSuccess: () => refreshCatalogue(queryClient),
  })
}
