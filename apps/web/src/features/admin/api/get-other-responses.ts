import { otherResponsesSchema } from '@pawpulse/domain/admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

/** `GET /api/admin/other-responses`: free-text "other" answers per field, most frequent first. */
export function getOtherResponses(signal?: AbortSignal) {
  return apiRequest('/api/admin/other-responses', { schema: otherResponsesSchema, signal })
}

export const otherResponsesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'other-responses'], queryFn: ({ signal }) => getOtherResponses(signal) })

export function useOtherResponses() {
  return useQuery(otherResponsesQueryOptions())
}
