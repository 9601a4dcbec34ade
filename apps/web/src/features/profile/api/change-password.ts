import type { ChangePasswordInput } from '@pawpulse/domain/auth-input'
import { changePasswordResultSchema } from '@pawpulse/domain/session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { accountSessionsQueryKey } from './get-account-sessions'

/** `POST /api/auth/change-password`: needs the current password; may sign every other device out. */
export function changePassword(input: ChangePasswordInput) {
  return apiRequest('/api/auth/change-password', { method: 'POST', body: input, schema: changePasswordResultSchema })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['change-password'],
    mutationFn: changePassword,
    // Rate-limited like sign-in: a retry would spend the owner's attempts.
    retry: false,
    // Signing the others out also gives this device a new session.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey(userId) }),
  })
}
