import { StrictMode, useEffect, useState } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { ErrorBoundary } from 'react-error-boundary'
import { logRenderError } from '../lib/logger'
import { sendPageView } from '../features/analytics/page-view-beacon'
import { AppErrorFallback } from './errors/app-error-fallback'
import { LandingMarkup } from './landing-markup'

/**
 * Whether the visitor is signed in to an account (not a guest): one small request, no auth client,
 * so the entry stays within budget. Until it answers, or if it fails, the page shows the sign-in
 * links — the state the build prerendered, so hydration finds the markup it expects.
 */
function useSignedInToAccount() {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { user?: { isAnonymous?: boolean | null } } | null) => setSignedIn(Boolean(body?.user) && !body?.user?.isAnonymous))
      .catch(() => {})
    return () => controller.abort()
  }, [])
  return signedIn
}

function LandingEntry() {
  return <LandingMarkup signedIn={useSignedInToAccount()} />
}

/**
 * A first visit to `/` mounts only the landing page: no router, query cache or schemas, which
 * keeps it within the 80 KB budget. Its links load the full app. The server sends `/` prerendered
 * (landing.html), so the page is already painted and React only hydrates it; the stored app shell
 * the service worker may answer with instead has an empty root, which is rendered into.
 */
export function mountLanding(container: HTMLElement): Root {
  // The app's router counts its own pages; this entry has no router, so it counts its one page itself.
  sendPageView(window.location.pathname)
  const page = (
    <StrictMode>
      <ErrorBoundary onError={logRenderError} fallbackRender={({ error }) => <AppErrorFallback error={error} />}>
        <LandingEntry />
      </ErrorBoundary>
    </StrictMode>
  )
  if (container.hasChildNodes()) return hydrateRoot(container, page)
  const root = createRoot(container)
  root.render(page)
  return root
}
