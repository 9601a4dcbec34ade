import type { SignInInput } from '@pawpulse/domain/auth-input'
import { authResultSchema } from '@pawpulse/domain/session'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { completeSignIn, useApplySignIn } from './complete-sign-in'

/** `POST /api/auth/sign-in/email`; the server moves a guest's data to the account. */
export function signInWithEmail(input: SignInInput) {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input, schema: authResultSchema })
}

export function useSignIn(redirectTo: string | null, inviteToken: string | null = null) {
  const applySignIn = useApplySignIn()
  return useMutation({
    mutationKey: ['sign-in'],
    mutationFn: async (input: SignInInput) => completeSignIn(await signInWithEmail(input), redirectTo, inviteToken),
    onSuccess: applySignIn,
    // Sign-in is rate-limited per address: a silent retry would spend the user's attempts.
    retry: false,
  })
}
