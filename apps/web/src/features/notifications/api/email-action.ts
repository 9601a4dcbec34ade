import { occurrenceSchema } from '@pawpulse/domain/reminder-api'
import { reminderCategories } from '@pawpulse/domain/reminders'
import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'

const path = (token: string) => `/api/email-actions/${encodeURIComponent(token)}`

/**
 * `GET /api/email-actions/{token}`: what a reminder e-mail's "Mark done" link is about. Reading
 * changes nothing — mail scanners open links — only the button's POST marks it done.
 */
export function useEmailAction(token: string) {
  return useQuery({
    queryKey: ['email-action', token],
    queryFn: ({ signal }) => apiRequest(path(token), { schema: occurrenceSchema, signal }),
    staleTime: Infinity,
  })
}

/** `POST /api/email-actions/{token}/done`: once; a second use answers 409 with what happened. */
export function useMarkDoneByLink(token: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${path(token)}/done`, { method: 'POST', body: {}, schema: occurrenceSchema }),
  })
}

const unsubscribeSchema = z.object({ category: z.enum(reminderCategories) })

/**
 * `GET /api/email-actions/{token}/unsubscribe`: which category's e-mails an unsubscribe link stops.
 * Reading changes nothing; only the button's POST does it.
 */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: ['email-unsubscribe', token],
    queryFn: ({ signal }) => apiRequest(`${path(token)}/unsubscribe`, { schema: unsubscribeSchema, signal }),
    staleTime: Infinity,
  })
}

/** `POST /api/email-actions/{token}/unsubscribe`: the same address the mail program's one-click button uses. */
export function useUnsubscribeByLink(token: string) {
  return useMutation({
    mutationFn: () => apiRequest(`${path(token)}/unsubscribe`, { method: 'POST', body: {}, schema: unsubscribeSchema }),
  })
}
