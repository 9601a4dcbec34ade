import type { ChangeEmailInput } from '@pawpulse/domain/auth-input'
import { authStatusSchema } from '@pawpulse/domain/session'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

/** `POST /api/auth/change-email`: mails a link to the new address; nothing changes until it is opened. */
export function changeEmail(input: ChangeEmailInput) {
  return apiRequest('/api/auth/change-email', { method: 'POST', body: input, schema: authStatusSchema })
}

export function useChangeEmail() {
  return useMutation({ mutationKey: ['change-email'], mutationFn: changeEmail, retry: false })
}
