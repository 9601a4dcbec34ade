import { useNavigation } from 'react-router'

/** A thin bar while the next page's code loads (route modules are lazy). */
export function NavigationProgress() {
  const isLoading = useNavigation().state === 'loading'
  if (!isLoading) return null
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-primary motion-reduce:animate-none" />
}
