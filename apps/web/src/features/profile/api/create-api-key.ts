import { type ApiKeyCreateInput, createdApiKeySchema } from '@pawpulse/domain/api-keys-api'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { apiKeysQueryKey } from './get-api-keys'

/** `POST /api/me/api-keys`: the new key and, in this answer only, its secret. */
export function createApiKey(input: ApiKeyCreateInput) {
  return apiRequest('/api/me/api-keys', { method: 'POST', body: input, schema: createdApiKeySchema })
}

export function useCreateApiKey() {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationFn: createApiKey,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey(userId) }),
  })
}
