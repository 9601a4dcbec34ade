import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ErrorBoundary } from '../components/error-boundary'
import { LandingPage, type LandingLink } from '../features/landing/components/landing-page'
import { AppErrorFallback } from './errors/app-error-fallback'

const AnchorLink: LandingLink = ({ href, ...props }) => <a href={href} {...props} />

/**
 * A first visit to `/` mounts only the landing page: no router, query cache or schemas, which
 * keeps it within the 80 KB budget. Its links load the full app.
 */
export function mountLanding(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary fallback={(error) => <AppErrorFallback error={error} />}>
        <LandingPage Link={AnchorLink} />
      </ErrorBoundary>
    </StrictMode>,
  )
}
