import type { TwoFactorPasswordInput } from '@pawpulse/domain/two-factor-input'
import { authStatusSchema, authResultSchema, sessionSchema } from '@pawpulse/domain/session'
import { twoFactorSetupSchema } from '@pawpulse/domain/two-factor-api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer, viewerQueryKey } from '#web/lib/auth/viewer.ts'

// Two-factor sign-in on /profile (decision 061): Better Auth's twoFactor endpoints.

const twoFactorStatusKey = (userId: string) => ['two-factor', userId] as const

/** Whether two-factor sign-in is on: the session's user carries the flag. */
export function useTwoFactorStatus() {
  const userId = useViewer()?.userId ?? ''
  return useQuery({
    queryKey: twoFactorStatusKey(userId),
    queryFn: async ({ signal }) =>
      Boolean((await apiRequest('/api/auth/get-session', { schema: sessionSchema, signal }))?.user.twoFactorEnabled),
  })
}

function useRefreshTwoFactor() {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorStatusKey(userId) }),
      // The admin pages read the flag from the viewer.
      queryClient.invalidateQueries({ queryKey: viewerQueryKey }),
    ])
}

/** `POST /api/auth/two-factor/enable`: a new secret and recovery codes; on only once a code confirms it. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (input: TwoFactorPasswordInput) =>
      apiRequest('/api/auth/two-factor/enable', { method: 'POST', body: input, schema: twoFactorSetupSchema }),
    retry: false,
  })
}

/** `POST /api/auth/two-factor/verify-totp` with a session: the first code turns it on. */
export function useConfirmTwoFactor() {
  const refresh = useRefreshTwoFactor()
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code }, schema: authResultSchema }),
    onSuccess: refresh,
    retry: false,
  })
}

/** `POST /api/auth/two-factor/disable`: asks the password again. */
export function useTurnOffTwoFactor() {
  const refresh = useRefreshTwoFactor()
  return useMutation({
    mutationFn: (input: TwoFactorPasswordInput) =>
      apiRequest('/api/auth/two-factor/disable', { method: 'POST', body: input, schema: authStatusSchema }),
    onSuccess: refresh,
    retry: false,
  })
}
