import { adminMarketplaceEntrySchema } from '@pawpulse/domain/marketplace-api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { withRetryAndTimeout } from '#web/lib/upload-with-retry.ts'
import { refreshCatalogue } from './refresh-catalogue'

/** `PUT /api/admin/marketplace/{entryId}/image`: one file in the multipart field `file`, as pet photos. */
export function uploadMarketplaceImage(entryId: string, file: File, signal?: AbortSignal) {
  const form = new FormData()
  form.append('file', file)
  return apiRequest(`/api/admin/marketplace/${encodeURIComponent(entryId)}/image`, {
    method: 'PUT',
    body: form,
    schema: adminMarketplaceEntrySchema,
    signal,
  })
}

export function useUploadMarketplaceImage(entryId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['admin', 'marketplace', 'image', entryId],
    // The time-out and retries of every image upload (docs/product/pets.md#time-out-and-retries).
    mutationFn: (file: File) => withRetryAndTimeout((signal) => uploadMarketplaceImage(entryId, file, signal)),
    retry: false,
    onSuccess: () => refreshCatalogue(queryClient),
  })
}
