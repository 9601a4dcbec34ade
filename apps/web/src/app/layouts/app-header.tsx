import { WifiOffIcon } from 'lucide-react'
import { Link } from 'react-router'
import { useAppStore } from '#web/lib/stores/app-store.ts'
import { AccountButton } from './account-button'
import { MobileMenu } from './mobile-menu'
import { PetSelector } from './pet-selector'

/**
 * The top header (docs/product/app-shell.md#header): menu toggle (small screens), product name,
 * pet selector (narrower on a phone, where the name truncates), Logout.
 */
export function AppHeader() {
  const isOffline = useAppStore((state) => state.isOffline)
  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-border bg-card">
      <div className="flex h-14 items-center gap-2 px-4">
        <MobileMenu />
        <Link to="/dashboard" className="rounded-sm text-lg font-bold text-primary">
          Pawpulse
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {isOffline ? (
            <span className="flex items-center gap-1 text-sm text-muted-foreground">
              <WifiOffIcon aria-hidden="true" className="size-4" />
              {/* On a phone the banner under the header says it in full; the pet selector keeps its room. */}
              <span className="sr-only sm:not-sr-only">Offline</span>
            </span>
          ) : null}
          {/* On a phone too: switching pets must not need a trip to the dashboard's cards. */}
          <div className="min-w-0">
            <PetSelector />
          </div>
          <AccountButton />
        </div>
      </div>
    </header>
  )
}
