import { type ComponentType, Suspense, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { lazyPart } from '#web/lib/lazy-part.ts'
import { SectionError } from './section-error'
import { LoadingDots } from './ui/loading-dots'

export { preloads } from '#web/lib/lazy-part.ts'

export interface LazyForm<P> {
  (props: P): React.JSX.Element
  /** Starts loading the form's code: as the pointer or focus reaches the button that opens it. */
  preload: () => Promise<unknown>
}

/**
 * A form shown only once a button opens it ("Add a condition", "Edit"), whose code loads then
 * rather than with the page (decision 046): most visits to a page open none of its forms. Meanwhile, loading dots hold its place. If the code cannot be
 * fetched (offline before the service worker holds the release), the form's place says so with
 * "Try again", which asks anew. Not for a form that records offline: it must open without a
 * connection.
 */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>): LazyForm<P> {
  const part = lazyPart(load)
  function LazyForm(props: P) {
    const [attempt, setAttempt] = useState(0)
    const retry = () => {
      part.renew()
      setAttempt(attempt + 1)
    }
    return (
      <ErrorBoundary resetKeys={[attempt]} fallbackRender={() => <SectionError what="form" onRetry={retry} />}>
        <Suspense fallback={<LoadingDots label="Opening the form" className="py-6" />}>
          <part.Component {...props} />
        </Suspense>
      </ErrorBoundary>
    )
  }
  return Object.assign(LazyForm, { preload: part.preload })
}
