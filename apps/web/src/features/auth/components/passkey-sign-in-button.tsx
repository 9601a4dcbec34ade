import { useState } from 'react'
import { ApiError } from '#web/lib/api-client.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { usePasskeySignIn } from '../api/passkey-sign-in'

/** "Sign in with a passkey" (decision 061): no e-mail or password; the browser asks for the passkey. */
export function PasskeySignInButton({ redirectTo, inviteToken }: { redirectTo: string | null; inviteToken: string | null }) {
  const signIn = usePasskeySignIn(redirectTo, inviteToken)
  const [error, setError] = useState<string | undefined>()
  const start = () => {
    setError(undefined)
    signIn.mutate(undefined, { onError: (cause) => setError(passkeyErrorMessage(cause)) })
  }
  return (
    <div className="grid gap-2">
      <FormAlert message={error} />
      <Button type="button" variant="outline" onClick={start} disabled={signIn.isPending}>
        {signIn.isPending ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
    </div>
  )
}

/** The browser's refusals (cancelled, no passkey here) in words; the server's own messages as they are. */
function passkeyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof Error && error.name === 'NotAllowedError') return 'The passkey sign-in was cancelled or timed out. Try again.'
  return 'This browser could not use a passkey. Sign in with your e-mail and password.'
}
