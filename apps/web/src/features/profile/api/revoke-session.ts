import type { AccountSession } from '@pawpulse/domain/account-sessions'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { accountSessionsQueryKey } from './get-account-sessions'

/** `DELETE /api/me/sessions/{id}`: signs that other device out (204). */
export function revokeSession(sessionId: string) {
  return apiRequest(`/api/me/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE', schema: z.unknown() })
}

export function useRevokeSession(session: AccountSession) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['revoke-session', session.id],
    mutationFn: () => revokeSession(session.id),
    retry: false,
    onSuccess: () => toast.success('Signed out', { description: `${session.device} is no longer signed in.` }),
    onError: (error) => toast.error(failureMessage(error, 'That device could not be signed out. Please try again.')),
    // Also after a failure: a session that ended meanwhile leaves the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey(userId) }),
  })
}
