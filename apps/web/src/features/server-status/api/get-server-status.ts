import { serverStatusSchema } from '@pawpulse/domain/server-status'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { afterFirstScreen } from '#web/lib/after-first-screen.ts'
import { apiRequest } from '#web/lib/api-client.ts'

/** `GET /api/health`: the startup connectivity check (docs/product/app-shell.md#startup-checks). */
export function getServerStatus(signal?: AbortSignal) {
  return apiRequest('/api/health', { schema: serverStatusSchema, signal })
}

export const serverStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['server-status'],
    // Asked once the first screen is drawn (lib/after-first-screen.ts): it draws nothing unless it fails.
    queryFn: async ({ signal }) => {
      await afterFirstScreen()
      return getServerStatus(signal)
    },
    // A 503 means the database is down; a toast says so (the query cache shows it).
    meta: {
      errorToast: { title: 'Network issue', description: 'Unable to reach the database. Some features may be unavailable.' },
    },
  })

export function useServerStatusCheck() {
  return useQuery(serverStatusQueryOptions())
}
