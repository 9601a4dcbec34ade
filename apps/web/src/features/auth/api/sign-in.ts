import type { SignInInput } from '@pawpulse/domain/auth-input'
import { authResultSchema } from '@pawpulse/domain/session'
import { twoFactorChallengeSchema } from '@pawpulse/domain/two-factor-api'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { completeSignIn, type SignedIn, useApplySignIn } from './complete-sign-in'

/**
 * `POST /api/auth/sign-in/email`; the server moves a guest's data to the account. With two-factor
 * sign-in on, the password opens no session yet: the answer asks for a code (decision 061).
 */
export function signInWithEmail(input: SignInInput) {
  return apiRequest('/api/auth/sign-in/email', {
    method: 'POST',
    body: input,
    schema: authResultSchema.or(twoFactorChallengeSchema),
  })
}

/** What the password step gave: signed in, or a code to ask for. */
export type SignInStep = SignedIn | { needsCode: true }

export function useSignIn(redirectTo: string | null, inviteToken: string | null = null) {
  const applySignIn = useApplySignIn()
  return useMutation({
    mutationKey: ['sign-in'],
    mutationFn: async (input: SignInInput): Promise<SignInStep> => {
      const result = await signInWithEmail(input)
      if ('twoFactorRedirect' in result) return { needsCode: true }
      return completeSignIn(result, redirectTo, inviteToken)
    },
    onSuccess: (step) => {
      if (!('needsCode' in step)) applySignIn(step)
    },
    // Sign-in is rate-limited per address: a silent retry would spend the user's attempts.
    retry: false,
  })
}
