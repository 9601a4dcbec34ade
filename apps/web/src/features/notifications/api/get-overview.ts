import { notificationsOverviewSchema } from '@pawpulse/domain/reminder-api'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { UNREAD_POLL_MS } from '#web/lib/notifications/unread-count.ts'
import { useNotificationsKeys } from './use-notifications-keys'

/** `GET /api/notifications`: the inbox (newest first), what is overdue and the coming week. */
export function useNotificationsOverview() {
  const { base, hasSession } = useNotificationsKeys()
  return useQuery({
    queryKey: [...base, 'overview'],
    queryFn: ({ signal }) => apiRequest('/api/notifications', { schema: notificationsOverviewSchema, signal }),
    enabled: hasSession,
    // A reminder that fires while the page is open shows up with the badge, not only on reload.
    staleTime: UNREAD_POLL_MS / 2,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  })
}
