import { notificationPreferencesSchema, type NotificationPreferences } from '@pawpulse/domain/reminder-api'
import { useMutation, useQuery } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useNotificationsKeys } from './use-notifications-keys'

/** `GET /api/notification-preferences`: e-mail on or off, quiet hours, categories not e-mailed. */
export function useNotificationPreferences() {
  const { base, hasSession } = useNotificationsKeys()
  return useQuery({
    queryKey: [...base, 'preferences'],
    queryFn: ({ signal }) => apiRequest('/api/notification-preferences', { schema: notificationPreferencesSchema, signal }),
    enabled: hasSession,
  })
}

/** `PUT /api/notification-preferences`. */
export function useSaveNotificationPreferences() {
  const { invalidate } = useNotificationsKeys()
  return useMutation({
    mutationFn: (input: NotificationPreferences) =>
      apiRequest('/api/notification-preferences', { method: 'PUT', body: input, schema: notificationPreferencesSchema }),
    onSuccess: async () => {
      toast.success('Notification settings saved')
      await invalidate()
    },
  })
}
