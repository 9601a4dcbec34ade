import type { Invitation } from '@pawpulse/domain/household'
import { Button } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { useSignOut } from '#web/lib/auth/sign-out.ts'
import { useAcceptInvitation } from '../api/accept-invitation'

/** An account that is already signed in accepts with one button (or signs out to use the invited address). */
export function AcceptInvitationPanel({ token, invitation, email }: { token: string; invitation: Invitation; email: string | null }) {
  const accept = useAcceptInvitation(token)
  const signOut = useSignOut()
  const isOtherAddress = email !== null && email.toLowerCase() !== invitation.email.toLowerCase()
  return (
    <div className="grid gap-3">
      <p className="text-sm text-foreground">
        You are signed in as <strong className="break-all">{email}</strong>.
        {isOtherAddress ? ' The invitation was sent to another address: sign out, then sign in with that one.' : null}
      </p>
      <FormAlert
        message={accept.isError ? failureMessage(accept.error, 'The invitation could not be accepted. Please try again.') : undefined}
      />
      <div className="flex flex-wrap gap-3">
        <StatusButton onClick={() => accept.mutate()} isPending={accept.isPending} pendingLabel="Accepting…">
          Accept invitation
        </StatusButton>
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </Button>
      </div>
    </div>
  )
}
