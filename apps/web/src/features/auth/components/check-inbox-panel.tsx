import { Link } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { AuthNotice } from './auth-notice'

/**
 * Sign-up with an address that already has an account: no account is made and nobody is signed
 * in; the owner of the address got a mail with the ways in (decision 012).
 */
export function CheckInboxPanel({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  return (
    <AuthNotice title="Check your inbox">
      <p>
        We sent a message to <strong className="break-all">{email}</strong>. Follow it to continue.
      </p>
      <p className="text-muted-foreground">
        Already have an account with this address? Sign in, or choose a new password if you forgot it.
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <Button onClick={onSignIn}>Sign in</Button>
        <Link to="/forgot-password" className="rounded-sm font-medium text-primary underline underline-offset-4">
          Forgot password?
        </Link>
      </div>
    </AuthNotice>
  )
}
