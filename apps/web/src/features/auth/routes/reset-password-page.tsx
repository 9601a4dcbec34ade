import { RESET_LINK_TTL_MINUTES } from '@pawpulse/domain/auth'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { buttonClassName } from '#web/components/ui/button.tsx'
import { AuthNotice } from '../components/auth-notice'
import { ResetPasswordForm } from '../components/reset-password-form'

const linkClass = 'rounded-sm font-medium text-primary underline underline-offset-4'

/**
 * Reached from the reset mail: the server checked the link's token on the way and sends `token`,
 * or `error` when the link expired or was already used (decision 012).
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  const [outcome, setOutcome] = useState<'reset' | 'expired' | null>(token && !searchParams.has('error') ? null : 'expired')

  return (
    <div className="mx-auto grid max-w-md gap-6">
      <h1 className="text-2xl font-bold text-foreground">Choose a new password</h1>
      {outcome === null && token ? <ResetPasswordForm token={token} onDone={setOutcome} /> : null}
      {outcome === 'expired' ? (
        <AuthNotice title="This link no longer works" tone="problem">
          <p>Reset links work once, for {RESET_LINK_TTL_MINUTES} minutes. This one has expired, was already used, or is incomplete.</p>
          <Link to="/forgot-password" className={buttonClassName({ className: 'justify-self-start' })}>
            Ask for a new link
          </Link>
        </AuthNotice>
      ) : null}
      {outcome === 'reset' ? (
        <AuthNotice title="Your password has been changed">
          <p>For your safety, every device that was signed in to your account has been signed out. Sign in with your new password.</p>
          <Link to="/auth" className={buttonClassName({ className: 'justify-self-start' })}>
            Sign in
          </Link>
        </AuthNotice>
      ) : null}
      {outcome !== 'reset' ? (
        <p className="text-center text-sm text-muted-foreground">
          <Link to="/auth" className={linkClass}>
            Back to sign in
          </Link>
        </p>
      ) : null}
    </div>
  )
}
