import { ADMIN_NEEDS_TWO_FACTOR_MESSAGE } from '@pawpulse/domain/two-factor'
import { Link, Navigate, Outlet, useLocation } from 'react-router'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { type Access, decideAccess } from './access-decision'

/** Layout route guarding its children: the route guard and the admin gate (docs/product/app-shell.md#guards). */
export function RequireAccess({ access }: { access: Exclude<Access, 'logged-out'> }) {
  const viewer = useViewer()
  const location = useLocation()
  const decision = decideAccess(access, viewer, location.pathname + location.search)
  if (decision.type === 'loading') return <LoadingDots />
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />
  // The server refuses the admin routes without two-factor sign-in (decision 061); the page says why.
  if (access === 'admin' && !viewer?.hasTwoFactor) return <AdminNeedsTwoFactor />
  return <Outlet />
}

function AdminNeedsTwoFactor() {
  return (
    <div className="mx-auto grid max-w-xl gap-4 p-6">
      <h1 className="text-2xl font-semibold text-foreground">Admin</h1>
      <p role="alert" className="text-foreground">
        {ADMIN_NEEDS_TWO_FACTOR_MESSAGE}
      </p>
      <Link to="/profile#sign-in-and-security" className="justify-self-start font-medium text-primary underline underline-offset-4">
        Set up two-factor sign-in
      </Link>
    </div>
  )
}
