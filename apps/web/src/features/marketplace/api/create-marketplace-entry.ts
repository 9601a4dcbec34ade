import { adminMarketplaceEntrySchema, type MarketplaceEntryInput } from '@pawpulse/domain/marketplace-api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { refreshCatalogue } from './refresh-catalogue'

/** `POST /api/admin/marketplace` → 201 with the new entry. */
export function createMarketplaceEntry(input: MarketplaceEntryInput) {
  return apiRequest('/api/admin/marketplace', { method: 'POST', body: input, schema: adminMarketplaceEntrySchema })
}

export function useCreateMarketplaceEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['admin', 'marketplace', 'create'],
    mutationFn: createMarketplaceEntry,
    onSuccess: () => refreshCatalogue(queryClient),
  })
}
