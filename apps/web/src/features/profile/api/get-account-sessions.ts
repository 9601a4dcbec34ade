import { accountSessionListSchema } from '@pawpulse/domain/account-sessions'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** `GET /api/me/sessions`: the devices signed in to the account, newest first. */
export async function getAccountSessions(signal?: AbortSignal) {
  return (await apiRequest('/api/me/sessions', { schema: accountSessionListSchema, signal })).sessions
}

export const accountSessionsQueryKey = (userId: string) => ['account-sessions', userId] as const

export function useAccountSessions() {
  const viewer = useViewer()
  return useQuery({
    ...queryOptions({ queryKey: accountSessionsQueryKey(viewer?.userId ?? ''), queryFn: ({ signal }) => getAccountSessions(signal) }),
    enabled: viewer?.role !== undefined && viewer.role !== 'guest',
  })
}
