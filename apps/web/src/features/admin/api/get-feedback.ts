import { feedbackSchema } from '@pawpulse/domain/feedback'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { feedbackQueryKey } from './get-feedback-list'

export const feedbackDetailQueryKey = (id: string) => [...feedbackQueryKey, 'detail', id] as const

/** `GET /api/admin/feedback/{id}`: one feedback with its full description. */
export function getFeedback(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/feedback/${encodeURIComponent(id)}`, { schema: feedbackSchema, signal })
}

export const feedbackQueryOptions = (id: string) =>
  queryOptions({ queryKey: feedbackDetailQueryKey(id), queryFn: ({ signal }) => getFeedback(id, signal) })

export function useFeedback(id: string) {
  return useQuery(feedbackQueryOptions(id))
}
