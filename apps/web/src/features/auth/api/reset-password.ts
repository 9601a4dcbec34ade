import type { ResetPasswordInput } from '@pawpulse/domain/auth-input'
import { authStatusSchema } from '@pawpulse/domain/session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { forgetLocalState, forgetUserQueries } from '#web/lib/auth/sign-out.ts'
import { type Viewer, viewerQueryKey } from '#web/lib/auth/viewer.ts'

/** `POST /api/auth/reset-password` with the token from the e-mailed link; every session of the account ends. */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: input, schema: authStatusSchema })
}

export function useResetPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['reset-password'],
    mutationFn: resetPassword,
    retry: false,
    onSuccess: async () => {
      // If this browser was signed in to the account, that session ended with the others: look
      // again, and when it is gone forget what it left behind, as a sign-out does.
      const before = queryClient.getQueryData<Viewer>(viewerQueryKey)?.userId
      await queryClient.resetQueries({ queryKey: viewerQueryKey })
      if (before && queryClient.getQueryData<Viewer>(viewerQueryKey)?.userId !== before) {
        forgetLocalState()
        forgetUserQueries(queryClient)
      }
    },
  })
}
