import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { refreshCatalogue } from './refresh-catalogue'

/** `DELETE /api/admin/marketplace/{entryId}/image` → 204: the entry shows its placeholder again. */
export function removeMarketplaceImage(entryId: string) {
  return apiRequest(`/api/admin/marketplace/${encodeURIComponent(entryId)}/image`, { method: 'DELETE', schema: z.unknown() })
}

export function useRemoveMarketplaceImage(entryId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['admin', 'marketplace', 'image', entryId, 'remove'],
    mutationFn: () => removeMarketplaceImage(entryId),
    onSuccess: () => refreshCatalogue(queryClient),
  })
}
