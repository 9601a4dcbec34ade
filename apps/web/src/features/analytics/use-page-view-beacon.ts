import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { sendPageView } from './page-view-beacon'

/**
 * One page view per route change, for the router root. A change of query string alone
 * (a filter, an opened item) is not a new page. The ref keeps StrictMode's second effect run in
 * development from counting the same visit twice.
 */
export function usePageViewBeacon() {
  const { pathname } = useLocation()
  const lastCounted = useRef<string | null>(null)
  useEffect(() => {
    if (lastCounted.current === pathname) return
    lastCounted.current = pathname
    sendPageView(pathname)
  }, [pathname])
}
