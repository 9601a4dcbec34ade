import { type FeedbackStatus, feedbackSchema } from '@pawpulse/domain/feedback'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { adminOverviewQueryKey } from './get-admin-overview'
import { feedbackDetailQueryKey } from './get-feedback'
import { feedbackQueryKey } from './get-feedback-list'

/** `PATCH /api/admin/feedback/{id}`: new, in progress or resolved. */
export function updateFeedbackStatus(id: string, status: FeedbackStatus) {
  return apiRequest(`/api/admin/feedback/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status }, schema: feedbackSchema })
}

export function useUpdateFeedbackStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['admin', 'feedback', 'status', id],
    mutationFn: (status: FeedbackStatus) => updateFeedbackStatus(id, status),
    onSuccess: async (feedback) => {
      queryClient.setQueryData(feedbackDetailQueryKey(id), feedback)
      // Lists filtered by status and the overview's open counts change with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...feedbackQueryKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: adminOverviewQueryKey }),
      ])
    },
  })
}
