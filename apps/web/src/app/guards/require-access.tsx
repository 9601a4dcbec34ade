import { Navigate, Outlet, useLocation } from 'react-router'
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
  return <Outlet />
}
