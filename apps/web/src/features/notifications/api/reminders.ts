import { reminderSchema, type ReminderInput, type ReminderPatch } from '@pawpulse/domain/reminder-api'
import { useMutation, useQuery } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useNotificationsKeys } from './use-notifications-keys'

const reminderListSchema = z.object({ reminders: z.array(reminderSchema) })

/** `GET /api/reminders`: the user's reminders, newest first. */
export function useReminders() {
  const { base, hasSession } = useNotificationsKeys()
  return useQuery({
    queryKey: [...base, 'reminders'],
    queryFn: ({ signal }) => apiRequest('/api/reminders', { schema: reminderListSchema, signal }),
    enabled: hasSession,
  })
}

export function useCreateReminder() {
  const { invalidate } = useNotificationsKeys()
  return useMutation({
    mutationFn: (input: ReminderInput) => apiRequest('/api/reminders', { method: 'POST', body: input, schema: reminderSchema }),
    onSuccess: async (reminder) => {
      toast.success('Reminder added', { description: reminder.title })
      await invalidate()
    },
  })
}

/** `PATCH /api/reminders/{id}`: an edit, or `{ paused }` to pause and resume. */
export function useUpdateReminder(reminderId: string) {
  const { invalidate } = useNotificationsKeys()
  return useMutation({
    mutationFn: (patch: ReminderPatch) =>
      apiRequest(`/api/reminders/${reminderId}`, { method: 'PATCH', body: patch, schema: reminderSchema }),
    onSuccess: async (reminder, patch) => {
      const title = patch.paused === true ? 'Reminder paused' : patch.paused === false ? 'Reminder resumed' : 'Reminder updated'
      toast.success(title, { description: reminder.title })
      await invalidate()
    },
  })
}

export function useDeleteReminder() {
  const { invalidate } = useNotificationsKeys()
  return useMutation({
    mutationFn: (reminderId: string) => apiRequest(`/api/reminders/${reminderId}`, { method: 'DELETE', schema: z.unknown() }),
    onSuccess: async () => {
      toast.success('Reminder deleted')
      await invalidate()
    },
    onError: (error) =>
      toast.error('Error', { description: failureMessage(error, 'The reminder could not be deleted. Please try again.') }),
  })
}
