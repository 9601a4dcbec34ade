import { type SignUpInput } from '@pawpulse/domain/auth'
import { authResultSchema } from '@pawpulse/domain/session'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { completeSignIn, useApplySignIn } from './complete-sign-in'

/** `POST /api/auth/sign-up/email`: creates the account and signs it in (session cookie). */
export function signUpWithEmail(input: SignUpInput) {
  return apiRequest('/api/auth/sign-up/email', { method: 'POST', body: input, schema: authResultSchema })
}

/** Same flow as sign-in (spec §4): a new account has not finished onboarding → /useronboarding. */
export function useSignUp(redirectTo: string | null, inviteToken: string | null = null) {
  const applySignIn = useApplySignIn()
  return useMutation({
    mutationKey: ['sign-up'],
    mutationFn: async (input: SignUpInput) => completeSignIn(await signUpWithEmail(input), redirectTo, inviteToken),
    onSuccess: applySignIn,
    // A retry after a lost answer would meet "e-mail already exists" for the account just made.
    retry: false,
  })
}
