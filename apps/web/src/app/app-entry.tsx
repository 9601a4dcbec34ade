import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { ErrorBoundary } from 'react-error-boundary'
import { logger, logRenderError } from '../lib/logger'
import { createQueryClient } from '../lib/query-client'
import { startClientErrorReporting } from './client-error-reporting'
import { AppErrorFallback } from './errors/app-error-fallback'
import { AppProviders } from './provider'
import { routes } from './routes'

/** Mounts the whole app (every route but a first visit to `/`). */
export function mountApp(container: HTMLElement) {
  startClientErrorReporting()
  const queryClient = createQueryClient()
  const router = createBrowserRouter(routes)
  createRoot(container, {
    // Each boundary reports what it caught through the logger (which throttles repeats).
    onCaughtError: () => {},
  }).render(
    <StrictMode>
      <ErrorBoundary onError={logRenderError} fallbackRender={({ error }) => <AppErrorFallback error={error} />}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} onError={(error) => logger.error('Page failed', { error })} />
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>,
  )
}
