import type { SignUpInput } from '@pawpulse/domain/auth-input'
import { authResultSchema } from '@pawpulse/domain/session'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { completeSignIn, type SignedIn, useApplySignIn } from './complete-sign-in'

/** `POST /api/auth/sign-up/email`: creates the account and signs it in (session cookie). */
export function signUpWithEmail(input: SignUpInput) {
  return apiRequest('/api/auth/sign-up/email', { method: 'POST', body: input, schema: authResultSchema })
}

/**
 * A new account is signed in; an address that already has one gets the same answer without a
 * session (`signedIn: false`, decision 012), and its owner a mail: the page asks to check the inbox.
 */
export type SignUpOutcome = { signedIn: SignedIn } | { checkInbox: string }

/** Same flow as sign-in: a new account has not finished onboarding → /useronboarding. */
export function useSignUp(redirectTo: string | null, inviteToken: string | null = null) {
  const applySignIn = useApplySignIn()
  return useMutation({
    mutationKey: ['sign-up'],
    mutationFn: async (input: SignUpInput): Promise<SignUpOutcome> => {
      const result = await signUpWithEmail(input)
      if (!result.signedIn) return { checkInbox: input.email }
      return { signedIn: await completeSignIn(result, redirectTo, inviteToken) }
    },
    onSuccess: (outcome) => {
      if ('signedIn' in outcome) applySignIn(outcome.signedIn)
    },
    // A retry after a lost answer would meet the account just made.
    retry: false,
  })
}
