import { type FeedbackFilters, feedbackListSchema } from '@pawpulse/domain/feedback'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

/** Every feedback query starts with this key, so a status change refreshes lists and details alike. */
export const feedbackQueryKey = ['admin', 'feedback'] as const

/** `GET /api/admin/feedback?type&severity&status&limit&offset`, most severe first, then newest (the server sorts). */
export function getFeedbackList(filters: FeedbackFilters, signal?: AbortSignal) {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) query.set(name, String(value))
  return apiRequest(`/api/admin/feedback?${query}`, { schema: feedbackListSchema, signal })
}

export const feedbackListQueryOptions = (filters: FeedbackFilters) =>
  queryOptions({ queryKey: [...feedbackQueryKey, 'list', filters], queryFn: ({ signal }) => getFeedbackList(filters, signal) })

export function useFeedbackList(filters: FeedbackFilters) {
  // The previous page stays on screen while the next loads, so the table does not jump.
  return useQuery({ ...feedbackListQueryOptions(filters), placeholderData: keepPreviousData })
}
