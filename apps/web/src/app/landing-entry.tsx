import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ErrorBoundary } from 'react-error-boundary'
import { logRenderError } from '../lib/logger'
import { sendPageView } from '../features/analytics/page-view-beacon'
import { LandingPage, type LandingLink } from '../features/landing/components/landing-page'
import { AppErrorFallback } from './errors/app-error-fallback'

const AnchorLink: LandingLink = ({ href, ...props }) => <a href={href} {...props} />

/**
 * A first visit to `/` mounts only the landing page: no router, query cache or schemas, which
 * keeps it within the 80 KB budget. Its links load the full app.
 */
export function mountLanding(container: HTMLElement) {
  // The app's router counts its own pages; this entry has no router, so it counts its one page itself.
  sendPageView(window.location.pathname)
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary onError={logRenderError} fallbackRender={({ error }) => <AppErrorFallback error={error} />}>
        <LandingPage Link={AnchorLink} />
      </ErrorBoundary>
    </StrictMode>,
  )
}
