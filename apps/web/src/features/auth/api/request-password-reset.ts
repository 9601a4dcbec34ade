import type { ForgotPasswordInput } from '@pawpulse/domain/auth-input'
import { authStatusSchema } from '@pawpulse/domain/session'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

/** `POST /api/auth/request-password-reset`: the same answer whether or not the address has an account. */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return apiRequest('/api/auth/request-password-reset', { method: 'POST', body: input, schema: authStatusSchema })
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationKey: ['request-password-reset'],
    mutationFn: requestPasswordReset,
    // Rate-limited like sign-in: a silent retry would spend the person's attempts.
    retry: false,
  })
}
