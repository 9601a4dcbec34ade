import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { ErrorBoundary } from 'react-error-boundary'
import { logger, logRenderError } from '../lib/logger'
import { persistQueryCache, restoreQueryCache } from '../lib/offline/persisted-cache'
import { registerServiceWorker } from '../lib/offline/service-worker'
import { viewerQueryKey } from '../lib/auth/viewer'
import { createQueryClient } from '../lib/query-client'
import { startClientErrorReporting } from './client-error-reporting'
import { AppErrorFallback } from './errors/app-error-fallback'
import { AppProviders } from './provider'
import { routes } from './routes'

declare const __APP_BUILD__: string

/**
 * Mounts the whole app (every route but a first visit to `/`). What the pages last showed is put
 * back first (docs/product/offline.md#reading-offline), so an owner offline sees their pet at once.
 */
export async function mountApp(container: HTMLElement) {
  startClientErrorReporting()
  const queryClient = createQueryClient()
  await restoreQueryCache(queryClient, __APP_BUILD__, { offlineOnly: [viewerQueryKey] })
  persistQueryCache(queryClient, __APP_BUILD__)
  void registerServiceWorker()
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
