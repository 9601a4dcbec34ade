import type { ComponentType } from 'react'
import { type LazyLoaded, lazyLoaded } from './lazy-loaded'

export { preloads } from '#web/lib/lazy-part.ts'

export type LazyForm<P> = LazyLoaded<P>

/**
 * A form shown only once a button opens it ("Add a condition", "Edit"), whose code loads then
 * rather than with the page (decision 065): most visits to a page open none of its forms.
 */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>): LazyForm<P> {
  return lazyLoaded(load, { loading: 'Opening the form', what: 'form' })
}
