import { type ComponentType, Suspense, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { lazyPart } from '#web/lib/lazy-part.ts'
import { logRenderError } from '#web/lib/logger.ts'
import { SectionError } from './section-error'
import { LoadingDots } from './ui/loading-dots'

export interface LazyLoaded<P> {
  (props: P): React.JSX.Element
  /** Starts loading the code: as the pointer or focus reaches the button that shows it, say. */
  preload: () => Promise<unknown>
}

interface LazyTexts {
  /** The loading dots' label while the code comes: "Opening the form". */
  loading: string
  /** Named in the failure: 'Could not show the {what}.' */
  what: string
  /** The loading dots' box, to hold the part's place: "min-h-52 rounded-lg border". */
  className?: string
}

/**
 * A part of a page whose code loads when it is first drawn (decision 065). Meanwhile,
 * loading dots hold its place. If the code cannot be fetched (offline before the service worker
 * holds the release), its place says so with "Try again", which asks anew. A part that records
 * offline may load this way too (the weight log does): the service worker stores every script of
 * the release on the first visit (docs/product/offline.md), so its code opens without a connection.
 */
export function lazyLoaded<P extends object>(load: () => Promise<ComponentType<P>>, texts: LazyTexts): LazyLoaded<P> {
  const part = lazyPart(load)
  function Loaded(props: P) {
    const [attempt, setAttempt] = useState(0)
    const retry = () => {
      part.renew()
      setAttempt(attempt + 1)
    }
    return (
      // Logged as SectionBoundary logs: a section drawn through it had its render errors reported before
      // it was loaded lazily (decision 065), and this boundary, the nearer one, now catches them.
      <ErrorBoundary
        resetKeys={[attempt]}
        onError={logRenderError}
        fallbackRender={() => <SectionError what={texts.what} onRetry={retry} />}
      >
        <Suspense fallback={<LoadingDots label={texts.loading} className={texts.className ?? 'py-6'} />}>
          <part.Component {...props} />
        </Suspense>
      </ErrorBoundary>
    )
  }
  return Object.assign(Loaded, { preload: part.preload })
}
