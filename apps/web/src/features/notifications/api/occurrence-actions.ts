import { occurrenceSchema, snoozeLabels, type OccurrenceAction } from '@pawpulse/domain/reminder-api'
import { toOffsetDateTime } from '@pawpulse/domain/time-zone'
import { useMutation } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { failureMessage } from '#web/lib/api-client.ts'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { isQueued, toastQueued } from '#web/lib/offline/send-or-queue.ts'
import { useOfflineWrite } from '#web/lib/offline/use-offline-write.ts'
import { useNotificationsKeys } from './use-notifications-keys'

export const actionTitle = (action: OccurrenceAction) =>
  action.action === 'done' ? 'Marked done' : action.action === 'skip' ? 'Skipped' : `Snoozed for ${snoozeLabels[action.for].toLowerCase()}`

export const occurrenceActionPath = (occurrenceId: string) => `/api/reminder-occurrences/${occurrenceId}/actions`

/**
 * `POST /api/reminder-occurrences/{id}/actions`: done, skip, or snooze (15 minutes, 1 hour,
 * tomorrow). The tap's time goes with it (`at`): a snooze counts from it and a done records it, so
 * an action kept on the device offline (lib/offline) means the same when it is sent later.
 */
export function useOccurrenceAction() {
  const { invalidate } = useNotificationsKeys()
  const { send } = useOfflineWrite()
  const { timeZone } = useOwnerSettings()
  return useMutation({
    mutationFn: ({ occurrenceId, title, action }: { occurrenceId: string; title: string; action: OccurrenceAction }) =>
      send(
        {
          kind: 'reminder-action',
          petId: null,
          path: occurrenceActionPath(occurrenceId),
          body: { ...action, at: toOffsetDateTime(new Date(), timeZone) },
          label: `${actionTitle(action)}: ${title}`,
        },
        occurrenceSchema,
      ),
    onSuccess: async (outcome, { action }) => {
      if (isQueued(outcome)) return toastQueued()
      toast.success(actionTitle(action), { description: outcome.data.title })
      await invalidate()
    },
    // A 409 (done from the e-mail meanwhile) says so in the server's words; the list then catches up.
    onError: async (error) => {
      toast.error('Error', { description: failureMessage(error, 'The reminder could not be updated. Please try again.') })
      await invalidate()
    },
  })
}
