import type { ApiKey } from '@pawpulse/domain/api-keys-api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { apiKeysQueryKey } from './get-api-keys'

/** `DELETE /api/me/api-keys/{id}`: the key stops working at once (204). */
export function revokeApiKey(keyId: string) {
  return apiRequest(`/api/me/api-keys/${encodeURIComponent(keyId)}`, { method: 'DELETE', schema: z.unknown() })
}

export function useRevokeApiKey(key: ApiKey) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['revoke-api-key', key.id],
    mutationFn: () => revokeApiKey(key.id),
    retry: false,
    onSuccess: () => toast.success('API key revoked', { description: `“${key.name}” no longer works.` }),
    onError: (error) => toast.error(failureMessage(error, 'The key could not be revoked. Please try again.')),
    // Also after a failure: a key revoked meanwhile (another tab) leaves the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(userId) }),
  })
}
