import { Outlet, ScrollRestoration } from 'react-router'
import { usePageViewBeacon } from '../features/analytics/use-page-view-beacon'

/**
 * The root route: every page starts at the top, and back/forward restore the scroll position.
 * Each route change is counted as one anonymous page view (spec §7, issue 5).
 */
export function RootLayout() {
  usePageViewBeacon()
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
