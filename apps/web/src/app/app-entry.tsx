import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { ErrorBoundary } from 'react-error-boundary'
import { logger, logRenderError } from '../lib/logger'
import { persistQueryCache, restoreQueryCache } from '../lib/offline/persisted-cache'
import { registerServiceWorker } from '../lib/offline/service-worker'
import { prefetchViewer, viewerQueryKey } from '../lib/auth/viewer'
import { createQueryClient } from '../lib/query-client'
import { startClientErrorReporting } from './client-error-reporting'
import { AppErrorFallback } from './errors/app-error-fallback'
import { prefetchAppLayoutData } from './prefetch-app-layout'
import { AppProviders } from './provider'
import { routes } from './routes'

declare const __APP_BUILD__: string

interface MountOptions {
  /** The session check main.tsx sent as the page opened (decision 065). */
  sessionCheck?: Promise<Response>
  /** Settles once main.tsx has sent the pet list and the profile for a page in the app layout, or chosen not to (decision 065). */
  layoutRequests?: Promise<void>
}

/**
 * Mounts the whole app (every route but a first visit to `/`). What the pages last showed is put
 * back first (docs/product/offline.md#reading-offline), so an owner offline sees their pet at once.
 */
export async function mountApp(container: HTMLElement, { sessionCheck, layoutRequests }: MountOptions = {}) {
  startClientErrorReporting()
  const queryClient = createQueryClient()
  await restoreQueryCache(queryClient, __APP_BUILD__, { offlineOnly: [viewerQueryKey] })
  const router = createBrowserRouter(routes)
  if (sessionCheck)
    void prefetchViewer(queryClient, sessionCheck).then(async () => {
      await layoutRequests
      await prefetchAppLayoutData(queryClient, router)
    })
  persistQueryCache(queryClient, __APP_BUILD__)
  registerServiceWorkerAfterLoad()
  const root = createRoot(container, {
    // Each boundary reports what it caught through the logger (which throttles repeats).
    onCaughtError: () => {},
  })
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole page is drawn (decision 065): taps and scrolls during
  // the load are answered, and no long task blocks them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ErrorBoundary onError={logRenderError} fallbackRender={({ error }) => <AppErrorFallback error={error} />}>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} onError={(error) => logger.error('Page failed', { error })} />
          </AppProviders>
        </ErrorBoundary>
      </StrictMode>,
    ),
  )
}

/**
 * The worker's install downloads every file of the release (decision 031): started during the
 * first load, on a slow connection it competes with the files the page is waiting for.
 */
function registerServiceWorkerAfterLoad() {
  if (document.readyState === 'complete') void registerServiceWorker()
  else window.addEventListener('load', () => void registerServiceWorker(), { once: true })
}
