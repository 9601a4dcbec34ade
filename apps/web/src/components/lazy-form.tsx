import { type ComponentType, Suspense, lazy } from 'react'
import { LoadingDots } from './ui/loading-dots'

export interface LazyForm<P> {
  (props: P): React.JSX.Element
  /** Starts loading the form's code: as the pointer or focus reaches the button that opens it. */
  preload: () => Promise<unknown>
}

/**
 * A form shown only once a button opens it ("Add a condition", "Edit"), whose code loads then
 * rather than with the page (decision 046): react-hook-form alone is 13 KB gzipped, and most visits
 * to a page open none of its forms. Meanwhile, loading dots hold its place. A failed load can be
 * tried again: the next opening asks anew.
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
  const Form = lazy(() => preload().then((component) => ({ default: component })))
  const LazyForm = (props: P) => (
    <Suspense fallback={<LoadingDots label="Opening the form" className="py-6" />}>
      <Form {...props} />
    </Suspense>
  )
  return Object.assign(LazyForm, { preload })
}

/** The props that start loading a form's code as the user heads for the button that opens it. */
export function preloads(form: { preload: () => Promise<unknown> }) {
  const start = () => void form.preload().catch(() => {})
  return { onPointerEnter: start, onFocus: start }
}
