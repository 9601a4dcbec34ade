import { revokeOtherSessionsResultSchema } from '@pawpulse/domain/account-sessions'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { accountSessionsQueryKey } from './get-account-sessions'

/** `POST /api/me/sessions/revoke-others`: every device but this one is signed out. */
export function revokeOtherSessions() {
  return apiRequest('/api/me/sessions/revoke-others', { method: 'POST', body: {}, schema: revokeOtherSessionsResultSchema })
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['revoke-other-sessions'],
    mutationFn: revokeOtherSessions,
    retry: false,
    onSuccess: async ({ revoked }) => {
      toast.success('Signed out everywhere else', {
        description: revoked === 1 ? 'One other device was signed out.' : `${revoked} other devices were signed out.`,
      })
      await queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey(userId) })
    },
  })
}
