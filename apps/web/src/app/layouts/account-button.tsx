import { signInPathFor } from '@pawpulse/domain/navigation'
import { LogInIcon, LogOutIcon } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { useSignOut } from '#web/lib/auth/sign-out.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** The header's 'Logout' button; a guest has nothing to log out of and is offered 'Sign in'. */
export function AccountButton() {
  const viewer = useViewer()
  const location = useLocation()
  const signOut = useSignOut()

  if (!viewer) return null
  if (viewer.role === 'guest') {
    return (
      <Button asChild size="sm">
        <Link to={signInPathFor(location.pathname + location.search)}>
          <LogInIcon aria-hidden="true" />
          Sign in
        </Link>
      </Button>
    )
  }
  return (
    <Button variant="outline" size="sm" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      <LogOutIcon aria-hidden="true" />
      Logout
    </Button>
  )
}
