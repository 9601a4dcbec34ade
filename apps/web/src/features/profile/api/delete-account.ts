import type { DeleteAccountInput } from '@pawpulse/domain/auth-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { forgetLocalState, forgetUserQueries } from '#web/lib/auth/sign-out.ts'
import { viewerQueryKey } from '#web/lib/auth/viewer.ts'

/** `DELETE /api/me` with the typed e-mail and the current password: the account, its pets and files; the server also ends the session. */
export function deleteAccount(input: DeleteAccountInput) {
  return apiRequest('/api/me', { method: 'DELETE', body: input, schema: z.object({ deleted: z.literal(true) }) })
}

export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationKey: ['delete-account'],
    mutationFn: deleteAccount,
    retry: false,
    onSuccess: async () => {
      forgetLocalState()
      // As after sign-out: leave the accounts-only page before the session turns into a guest's.
      await navigate('/', { replace: true })
      forgetUserQueries(queryClient)
      toast.success('Account deleted', { description: 'Your account and all its data have been deleted.' })
      await queryClient.resetQueries({ queryKey: viewerQueryKey })
    },
  })
}
