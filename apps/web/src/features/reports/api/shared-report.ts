import { sharedReportSchema } from '@pawpulse/domain/report-api'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '#web/lib/api-client.ts'

/** The shared page's query key: never persisted (lib/offline/persisted-cache.ts leaves it out too). */
export const sharedReportQueryKey = (token: string) => ['shared-report', token] as const

/**
 * `GET /api/shared-reports/{token}`: what the vet sees. An unknown, revoked or expired link (404)
 * is an answer, `null`, not an error: it replaces the report held in memory, so that a tab which
 * asks again after the owner revoked the link shows the message alone, never the report under it
 * (decision 064). Kept apart from `shares.ts`, which brings the owner's session code.
 */
export function useSharedReport(token: string) {
  return useQuery({
    queryKey: sharedReportQueryKey(token),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(`/api/shared-reports/${encodeURIComponent(token)}`, { schema: sharedReportSchema, signal })
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
    retry: (count, error) => !(error instanceof ApiError && error.status === 429) && count < 2,
    staleTime: 0,
    // Back to the tab (the vet switches from the clinic's records): the link is checked again.
    refetchOnWindowFocus: true,
  })
}
