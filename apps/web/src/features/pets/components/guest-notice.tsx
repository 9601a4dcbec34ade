import { signInPathFor } from '@pawpulse/domain/navigation'
import { Link, useLocation } from 'react-router'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** Guests may track (docs/product/accounts-and-guests.md#what-a-guest-can-and-cannot-do); this tells them how to keep what they track. */
export function GuestNotice() {
  const viewer = useViewer()
  const location = useLocation()
  if (viewer?.role !== 'guest') return null
  const signInPath = signInPathFor(location.pathname)
  const signUpPath = `${signInPath}${signInPath.includes('?') ? '&' : '?'}mode=sign-up`
  return (
    <p className="mb-6 rounded-md border border-border bg-primary-soft p-3 text-sm text-foreground">
      You are using Pawpulse as a guest.{' '}
      <Link to={signUpPath} className="font-medium text-primary-strong underline underline-offset-4">
        Create an account
      </Link>{' '}
      to keep your pets' records and use them on other devices.
    </p>
  )
}
