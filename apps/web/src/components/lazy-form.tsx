import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { SectionError } from './section-error'
import { LoadingDots } from './ui/loading-dots'

export interface LazyForm<P> {
  (props: P): React.JSX.Element
  /** Starts loading the form's code: as the pointer or focus reaches the button that opens it. */
  preload: () => Promise<unknown>
}

/**
 * A form shown only once a button opens it ("Add a condition", "Edit"), whose code loads then
 * rather than with the page (decision 046): react-hook-form alone is 13 KB gzipped, and most visits
 * to a page open none of its forms. Meanwhile, loading dots hold its place. If the code cannot be
 * fetched (offline before the service worker holds the release), the form's place says so with
 * "Try again", which asks anew. Not for a form that records offline: it must open without a
 * connection.
 */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>): LazyForm<P> {
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  const lazyComponent = () => lazy(() => preload().then((component) => ({ default: component })))
  // React keeps a lazy component's failure for good: a retry needs a new one.
  let Form: LazyExoticComponent<ComponentType<P>> = lazyComponent()
  function LazyForm(props: P) {
    const [attempt, setAttempt] = useState(0)
    const retry = () => {
      Form = lazyComponent()
      setAttempt(attempt + 1)
    }
    return (
      <ErrorBoundary resetKeys={[attempt]} fallbackRender={() => <SectionError what="form" onRetry={retry} />}>
        <Suspense fallback={<LoadingDots label="Opening the form" className="py-6" />}>
          <Form {...props} />
        </Suspense>
      </ErrorBoundary>
    )
  }
  return Object.assign(LazyForm, { preload })
}

/** The props that start loading a form's code as the user heads for the button that opens it. */
export function preloads(form: { preload: () => Promise<unknown> }) {
  const start = () => void form.preload().catch(() => {})
  return { onPointerEnter: start, onFocus: start }
}
