import { useQueryClient } from '@tanstack/react-query'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { notificationsQueryKey } from '#web/lib/notifications/unread-count.ts'

/**
 * The keys of this user's notification queries and one invalidation for all of them: a done, a
 * snooze or a changed reminder moves entries between overdue, inbox, upcoming and the badge.
 */
export function useNotificationsKeys() {
  const queryClient = useQueryClient()
  const viewer = useViewer()
  const base = notificationsQueryKey(viewer?.userId ?? '')
  return {
    base,
    hasSession: viewer?.hasSession === true,
    invalidate: () => queryClient.invalidateQueries({ queryKey: base }),
  }
}
