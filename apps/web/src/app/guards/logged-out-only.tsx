import { useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { Navigate, Outlet, useLocation } from 'react-router'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import type { SignedInOutletContext } from '#web/lib/auth/signed-in-outlet.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { decideAccess } from './access-decision'

/**
 * Pages for people without an account (/auth): an account that opens one goes to '/'.
 * A sign-in made on the page instead goes where the page says (onboarding, the
 * redirectTo page or the dashboard) — the page reports it before the session changes.
 */
export function LoggedOutOnly() {
  const viewer = useViewer()
  const location = useLocation()
  const [destination, setDestination] = useState<string | null>(null)
  const context = useMemo<SignedInOutletContext>(
    // Committed synchronously, so the new session can never be rendered without its destination.
    () => ({ onSignedIn: (to) => flushSync(() => setDestination(to)) }),
    [],
  )

  if (destination) return <Navigate to={destination} replace />
  // A household invitation link (/auth?invite=…) is for accounts too: they accept it there.
  const isInvitation = new URLSearchParams(location.search).has('invite')
  const decision = isInvitation
    ? decideAccess('guest', viewer, location.pathname)
    : decideAccess('logged-out', viewer, location.pathname + location.search)
  if (decision.type === 'loading') return <LoadingDots />
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />
  return <Outlet context={context} />
}
