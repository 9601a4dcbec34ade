import { useMutation } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useNotificationsKeys } from './use-notifications-keys'

/** `POST /api/notifications/{id}/read`. */
export function useMarkRead() {
  const { invalidate } = useNotificationsKeys()
  return useMutation({
    mutationFn: (notificationId: string) =>
      apiRequest(`/api/notifications/${notificationId}/read`, { method: 'POST', body: {}, schema: z.unknown() }),
    onSuccess: invalidate,
    onError: (error) => toast.error('Error', { description: failureMessage(error, 'Could not mark it read. Please try again.') }),
  })
}

/** `POST /api/notifications/read-all`. */
export function useMarkAllRead() {
  const { invalidate } = useNotificationsKeys()
  return useMutation({
    mutationFn: () => apiRequest('/api/notifications/read-all', { method: 'POST', body: {}, schema: z.unknown() }),
    onSuccess: invalidate,
    onError: (error) => toast.error('Error', { description: failureMessage(error, 'Could not mark them read. Please try again.') }),
  })
}
