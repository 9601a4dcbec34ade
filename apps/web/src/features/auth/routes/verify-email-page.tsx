import { VERIFY_LINK_TTL_HOURS } from '@pawpulse/domain/auth'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { buttonClassName } from '#web/components/ui/button.tsx'
import { useViewer, viewerQueryKey } from '#web/lib/auth/viewer.ts'
import { AuthNotice } from '../components/auth-notice'

/** Why a link from a confirmation mail did not work, by the reason the server gives (`error`). */
const problems: Record<string, { title: string; text: string }> = {
  TOKEN_EXPIRED: {
    title: 'This link has expired',
    text: `Links in these e-mails work for ${VERIFY_LINK_TTL_HOURS} hours. Ask for a new one: "Resend" on the banner in the app, or change the address again in your profile.`,
  },
  INVALID_TOKEN: { title: 'This link does not work', text: 'Make sure you opened the whole link from the e-mail, or ask for a new one.' },
  USER_NOT_FOUND: {
    title: 'This link is no longer valid',
    text: 'The address it was sent for no longer belongs to an account: it may have changed since.',
  },
  INVALID_USER: { title: 'You are signed in to another account', text: 'Sign out, then open the link from the e-mail again.' },
  EMAIL_CHANGE_CANCELLED: {
    title: 'This e-mail change was cancelled',
    text: 'The password was changed after the change was asked for, which stops it. If you still want the new address, ask for it again in your profile.',
  },
}
const unknownProblem = { title: 'This link did not work', text: 'Please ask for a new one.' }

/**
 * Where the links of the confirmation and e-mail change mails end, after the server acted on
 * them: `result` says which mail, `error` why it did not work.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams()
  const error = searchParams.get('error')
  const isChange = searchParams.get('result') === 'changed'
  const viewer = useViewer()
  const queryClient = useQueryClient()

  // The address (or its confirmation) just changed on the server: drop what this browser knew.
  useEffect(() => {
    if (error) return
    void queryClient.invalidateQueries({ queryKey: ['me'] })
    void queryClient.invalidateQueries({ queryKey: viewerQueryKey })
  }, [error, queryClient])

  const isSignedIn = viewer !== undefined && viewer.role !== 'guest'
  const next = isSignedIn ? { to: '/dashboard', label: 'Go to your dashboard' } : { to: '/auth', label: 'Sign in' }
  const problem = error ? (problems[error] ?? unknownProblem) : null

  return (
    <div className="mx-auto grid max-w-md gap-6">
      <h1 className="text-2xl font-bold text-foreground">{isChange ? 'Change of e-mail address' : 'E-mail confirmation'}</h1>
      {problem ? (
        <AuthNotice title={problem.title} tone="problem">
          <p>{problem.text}</p>
        </AuthNotice>
      ) : (
        <AuthNotice title={isChange ? 'Your e-mail address has been changed' : 'Your e-mail address is confirmed'}>
          <p>
            {isChange
              ? 'From now on, sign in with your new address. We will write to you there.'
              : 'Thank you. We will use this address for your account and your pets.'}
          </p>
        </AuthNotice>
      )}
      <Link to={next.to} className={buttonClassName({ className: 'justify-self-start' })}>
        {next.label}
      </Link>
    </div>
  )
}
