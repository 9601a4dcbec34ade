import { Outlet } from 'react-router'
import { OfflineBanner } from '../offline/offline-banner'
import { OutboxPanel } from '../offline/outbox-panel'
import { VerifyEmailBanner } from '#web/features/auth/components/verify-email-banner.tsx'
import { FeedbackButton } from '#web/features/feedback/components/feedback-button.tsx'
import { useMediaQuery } from '#web/lib/use-media-query.ts'
import { AppHeader } from './app-header'
import { BottomBar } from './bottom-bar'
import { NavigationProgress } from './navigation-progress'
import { SidebarNav } from './sidebar-nav'
import { SkipLink } from './skip-link'

/**
 * The app layout (docs/product/app-shell.md#layout): header, sidebar from 768 px up, bottom bar
 * below it, and the feedback button (at the foot of the sidebar from 768 px up, so it never covers
 * the page; the sidebar keeps room below its links for it).
 */
export function AppLayout() {
  // Tailwind's `md`. The sidebar and the bottom bar are each hidden by CSS on the other's screens;
  // drawing only the one that shows spares every load a render of the other (decision 065). Where
  // the browser cannot tell, both are drawn and the CSS decides.
  const wide = useMediaQuery('(min-width: 48rem)')
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <NavigationProgress />
      <AppHeader />
      <div className="flex">
        <aside className="print:hidden sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto border-r border-border bg-card p-4 pb-24 md:block">
          {wide !== false && <SidebarNav />}
        </aside>
        {/* Bottom room for the fixed bottom bar and (on phones) the feedback button, so the last row is never hidden under them. */}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 pt-6 pb-36 print:p-0 focus-visible:outline-none md:px-8 md:pb-24">
          <div className="mx-auto max-w-5xl">
            <OfflineBanner />
            <OutboxPanel />
            <VerifyEmailBanner />
            <Outlet />
          </div>
        </main>
      </div>
      {wide !== true && <BottomBar />}
      <FeedbackButton placement="sidebar" />
    </div>
  )
}
