import { authResultSchema } from '@pawpulse/domain/session'
import { codeKind, normalizeCode } from '@pawpulse/domain/two-factor'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { completeSignIn, useApplySignIn } from './complete-sign-in'

/**
 * The sign-in's second step (decision 061): a code from the authenticator app
 * (`/two-factor/verify-totp`) or one of the recovery codes (`/two-factor/verify-backup-code`),
 * told apart by their shape. The password step's cookie says whose sign-in it is.
 */
export function verifySignInCode(input: string) {
  const code = normalizeCode(input)
  const path = codeKind(code) === 'recovery' ? '/api/auth/two-factor/verify-backup-code' : '/api/auth/two-factor/verify-totp'
  return apiRequest(path, { method: 'POST', body: { code }, schema: authResultSchema })
}

export function useVerifySignInCode(redirectTo: string | null, inviteToken: string | null = null) {
  const applySignIn = useApplySignIn()
  return useMutation({
    mutationKey: ['sign-in-code'],
    mutationFn: async (code: string) => completeSignIn(await verifySignInCode(code), redirectTo, inviteToken),
    onSuccess: applySignIn,
    // Each wrong code counts against the sign-in's five attempts: never retried silently.
    retry: false,
  })
}
