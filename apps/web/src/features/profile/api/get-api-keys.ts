import { apiKeyListSchema } from '@pawpulse/domain/api-keys-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** `GET /api/me/api-keys`: the account's personal API keys, newest first, never their secrets. */
export async function getApiKeys(signal?: AbortSignal) {
  return (await apiRequest('/api/me/api-keys', { schema: apiKeyListSchema, signal })).keys
}

export const apiKeysQueryKey = (userId: string) => ['api-keys', userId] as const

export function useApiKeys() {
  const viewer = useViewer()
  return useQuery({
    ...queryOptions({ queryKey: apiKeysQueryKey(viewer?.userId ?? ''), queryFn: ({ signal }) => getApiKeys(signal) }),
    enabled: viewer?.role !== undefined && viewer.role !== 'guest',
    // "Last used" changes on other devices, not in this app: the list is read again each time it is shown.
    staleTime: 0,
  })
}
