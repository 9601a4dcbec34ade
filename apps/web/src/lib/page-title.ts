import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { create } from 'zustand'

/** The name a page gave itself from its data, for its path only (not persisted). */
export const usePageTitleStore = create<{ path: string | null; title: string | null }>(() => ({ path: null, title: null }))

/**
 * A page whose name comes from its data, not its route (a custom condition's own name on
 * /symptoms/other-…): it names itself once known, instead of the route's title, while it is shown.
 */
export function usePageTitle(title: string | null) {
  const { pathname } = useLocation()
  useEffect(() => {
    if (!title) return
    usePageTitleStore.setState({ path: pathname, title })
    return () => usePageTitleStore.setState((state) => (state.path === pathname ? { path: null, title: null } : state))
  }, [pathname, title])
}
