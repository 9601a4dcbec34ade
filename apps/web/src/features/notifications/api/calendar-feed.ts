// The private calendar feed: whether the user has one, making a new address (the only time the
// server shows it: it keeps a hash) and turning it off. docs/product/reminders.md#calendar-feed
import { calendarFeedSchema } from '@pawpulse/domain/calendar-feed-api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useNotificationsKeys } from './use-notifications-keys'

function useCalendarFeedKey() {
  const { base, hasSession } = useNotificationsKeys()
  return { key: [...base, 'calendar-feed'] as const, hasSession }
}

/** `GET /api/calendar-feed`: `createdAt` when an address is active (its `url` is never sent again). */
export function useCalendarFeed() {
  const { key, hasSession } = useCalendarFeedKey()
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest('/api/calendar-feed', { schema: calendarFeedSchema, signal }),
    enabled: hasSession,
  })
}

/** `POST /api/calendar-feed`: a new address, which ends the previous one; its data is the address, shown once. */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient()
  const { key } = useCalendarFeedKey()
  return useMutation({
    mutationFn: () => apiRequest('/api/calendar-feed', { method: 'POST', schema: calendarFeedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}

/** `DELETE /api/calendar-feed`: the address stops working. */
export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient()
  const { key } = useCalendarFeedKey()
  return useMutation({
    mutationFn: () => apiRequest('/api/calendar-feed', { method: 'DELETE', schema: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
