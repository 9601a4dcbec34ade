import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { afterFirstScreen } from '../after-first-screen'
import { apiRequest } from '../api-client'
import { useViewer } from '../auth/viewer'

/**
 * Every notifications query sits under ['notifications', userId]: a write on /notifications
 * (done, snooze, mark read, a reminder changed) invalidates the prefix, so the badge follows.
 * In lib because the shell's badge (app), the More page and the notifications feature all use it,
 * and features never import each other.
 */
export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const

const unreadCountSchema = z.object({ unread: z.number().int() })

/** How often the badge asks while the app is open (docs/product/app-shell.md#query-cache). */
export const UNREAD_POLL_MS = 60_000

/**
 * `GET /api/notifications/unread-count`: the badge; polled every minute and on return to the tab.
 * First asked once the page's first screen is drawn (lib/after-first-screen.ts).
 */
export function useUnreadCount(): number {
  const viewer = useViewer()
  const query = useQuery({
    queryKey: [...notificationsQueryKey(viewer?.userId ?? ''), 'unread-count'],
    queryFn: async ({ signal }) => {
      await afterFirstScreen()
      return apiRequest('/api/notifications/unread-count', { schema: unreadCountSchema, signal })
    },
    enabled: viewer?.hasSession === true,
    staleTime: UNREAD_POLL_MS / 2,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  })
  return query.data?.unread ?? 0
}
