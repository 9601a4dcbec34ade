import { Link, Outlet } from 'react-router'
import { NavigationProgress } from './navigation-progress'
import { SkipLink } from './skip-link'

/** Pages outside the app's navigation: sign in, onboarding, not found. */
export function SimpleLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-14 max-w-5xl items-center px-4">
          <Link to="/" className="rounded-sm text-lg font-bold text-primary">
            Pawpulse
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 focus-visible:outline-none">
        <Outlet />
      </main>
    </div>
  )
}
