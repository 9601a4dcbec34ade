import { passkeySignInSchema, webAuthnOptionsSchema } from '@pawpulse/domain/two-factor-api'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { completeSignIn, useApplySignIn } from './complete-sign-in'

/**
 * Sign in with a passkey (decision 061): the server's challenge, the browser's WebAuthn ceremony,
 * then the server checks the signature and opens a session. The WebAuthn helper is loaded only
 * when someone presses the button, so the sign-in page does not carry it.
 */
export async function signInWithPasskey() {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    apiRequest('/api/auth/passkey/generate-authenticate-options', { schema: webAuthnOptionsSchema }),
  ])
  const response = await startAuthentication({ optionsJSON: optionsJSON as never })
  const { user } = await apiRequest('/api/auth/passkey/verify-authentication', {
    method: 'POST',
    body: { response },
    schema: passkeySignInSchema,
  })
  return { signedIn: true, user }
}

export function usePasskeySignIn(redirectTo: string | null, inviteToken: string | null = null) {
  const applySignIn = useApplySignIn()
  return useMutation({
    mutationKey: ['sign-in-passkey'],
    mutationFn: async () => completeSignIn(await signInWithPasskey(), redirectTo, inviteToken),
    onSuccess: applySignIn,
    retry: false,
  })
}
