import type { ViewerRole } from '@pawpulse/domain/session'
import { signInPathFor } from '@pawpulse/domain/navigation'

/**
 * Who may open a page (docs/product/app-shell.md#guards):
 * - guest: any session, a guest's included — the tracking pages. Every visitor has at least a
 *   guest identity from startup, so this only waits for the session.
 * - account: a real account — profile, household, sharing. Guests go to sign in.
 * - admin: the admin role. Not signed in → sign in; signed in but not admin → '/'.
 * - logged-out: pages for people without an account (/auth); accounts go to '/'.
 */
export type Access = 'guest' | 'account' | 'admin' | 'logged-out'

export type AccessDecision = { type: 'loading' } | { type: 'allow' } | { type: 'redirect'; to: string }

export function decideAccess(access: Access, viewer: { role: ViewerRole } | undefined, currentPath: string): AccessDecision {
  if (!viewer) return { type: 'loading' }
  const signIn = { type: 'redirect', to: signInPathFor(currentPath) } as const
  switch (access) {
    case 'guest':
      return { type: 'allow' }
    case 'account':
      return viewer.role === 'guest' ? signIn : { type: 'allow' }
    case 'admin':
      if (viewer.role === 'guest') return signIn
      return viewer.role === 'admin' ? { type: 'allow' } : { type: 'redirect', to: '/' }
    case 'logged-out':
      return viewer.role === 'guest' ? { type: 'allow' } : { type: 'redirect', to: '/' }
  }
}
