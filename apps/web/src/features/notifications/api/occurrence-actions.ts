import { occurrenceSchema, snoozeLabels, type OccurrenceAction } from '@pawpulse/domain/reminder-api'
import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useNotificationsKeys } from './use-notifications-keys'

const successTitle = (action: OccurrenceAction) =>
  action.action === 'done' ? 'Marked done' : action.action === 'skip' ? 'Skipped' : `Snoozed for ${snoozeLabels[action.for].toLowerCase()}`

/** `POST /api/reminder-occurrences/{id}/actions`: done, skip, or snooze (15 minutes, 1 hour, tomorrow). */
export function useOccurrenceAction() {
  const { invalidate } = useNotificationsKeys()
  return useMutation({
    mutationFn: ({ occurrenceId, action }: { occurrenceId: string; action: OccurrenceAction }) =>
      apiRequest(`/api/reminder-occurrences/${occurrenceId}/actions`, { method: 'POST', body: action, schema: occurrenceSchema }),
    onSuccess: async (occurrence, { action }) => {
      toast.success(successTitle(action), { description: occurrence.title })
      await invalidate()
    },
    // A 409 (done from the e-mail meanwhile) says so in the server's words; the list then catches up.
    onError: async (error) => {
      toast.error('Error', { description: failureMessage(error, 'The reminder could not be updated. Please try again.') })
      await invalidate()
    },
  })
}
