import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ErrorBoundary } from 'react-error-boundary'
import { SharedReportPage } from '../features/reports/routes/shared-report-page'
import { logRenderError } from '../lib/logger'
import { APP_NAME } from './document-title'
import { AppErrorFallback } from './errors/app-error-fallback'

/** `/shared-report/{token}`: the token, or null for any other path. */
export function sharedReportToken(pathname: string): string | null {
  const match = /^\/shared-report\/([^/]+)\/?$/.exec(pathname)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return match[1]
  }
}

/**
 * The vet's page (decision 064): mounted instead of the owner's app, with a query cache of its own
 * that lives in memory only. Nothing of the owner's app runs: no session check or guest sign-in, no
 * restored or persisted cache, no service worker registration, no page-view beacon, no layout.
 */
export function mountSharedReport(container: HTMLElement, token: string, queryClient = new QueryClient()) {
  document.title = `Shared report · ${APP_NAME}`
  const root = createRoot(container, { onCaughtError: () => {} })
  root.render(
    <StrictMode>
      <ErrorBoundary onError={logRenderError} fallbackRender={({ error }) => <AppErrorFallback error={error} />}>
        <QueryClientProvider client={queryClient}>
          <SharedReportPage token={token} />
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>,
  )
  return root
}
