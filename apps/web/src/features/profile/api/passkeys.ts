import { authStatusSchema } from '@pawpulse/domain/session'
import { passkeyListSchema, webAuthnOptionsSchema } from '@pawpulse/domain/two-factor-api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

// Passkeys on /profile (decision 061): Better Auth's passkey endpoints.

const passkeysKey = (userId: string) => ['passkeys', userId] as const

export function usePasskeys() {
  const userId = useViewer()?.userId ?? ''
  return useQuery({
    queryKey: passkeysKey(userId),
    queryFn: ({ signal }) => apiRequest('/api/auth/passkey/list-user-passkeys', { schema: passkeyListSchema, signal }),
  })
}

/**
 * Adds a passkey: the server's options, the browser's WebAuthn ceremony, the server's check. The
 * WebAuthn helper loads only when someone adds one.
 */
export async function addPasskey(name: string) {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest(`/api/auth/passkey/generate-register-options?name=${encodeURIComponent(name)}`, { schema: webAuthnOptionsSchema }),
  ])
  const response = await startRegistration({ optionsJSON: optionsJSON as never })
  return apiRequest('/api/auth/passkey/verify-registration', {
    method: 'POST',
    body: { response, name },
    schema: z.object({ id: z.string() }),
  })
}

export function useAddPasskey() {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey(userId) }),
    retry: false,
  })
}

export function useRemovePasskey() {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationFn: (id: string) => apiRequest('/api/auth/passkey/delete-passkey', { method: 'POST', body: { id }, schema: authStatusSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey(userId) }),
  })
}
