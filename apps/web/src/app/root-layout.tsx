import { Outlet, ScrollRestoration } from 'react-router'
import { usePageViewBeacon } from '../features/analytics/use-page-view-beacon'
import { useDocumentTitle } from './document-title'
import { useFocusHeadingOnNavigate } from './focus-heading'

/**
 * The root route: every page starts at the top, and back/forward restore the scroll position.
 * Each route change counts as one anonymous page view, names the page in the document title and
 * moves focus to the new page's heading.
 */
export function RootLayout() {
  usePageViewBeacon()
  useDocumentTitle()
  useFocusHeadingOnNavigate()
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
