import { authStatusSchema } from '@pawpulse/domain/session'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

/** `POST /api/auth/send-verification-email`: a fresh confirmation link to the signed-in account's address. */
export function sendVerificationEmail(email: string) {
  return apiRequest('/api/auth/send-verification-email', { method: 'POST', body: { email }, schema: authStatusSchema })
}

export function useSendVerificationEmail() {
  return useMutation({ mutationKey: ['send-verification-email'], mutationFn: sendVerificationEmail, retry: false })
}
