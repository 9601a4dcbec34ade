import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export interface LazyPart<P> {
  /** Starts loading the code (once; a failed load is forgotten, so the next call asks again). */
  preload: () => Promise<ComponentType<P>>
  /** The lazy component to draw now (a new one after `renew`). */
  readonly Component: LazyExoticComponent<ComponentType<P>>
  /** After a failed load: React keeps a lazy component's failure for good, so a retry needs a new one. */
  renew: () => void
}

/**
 * A part of a page whose code loads when it is first drawn, or earlier through `preload`
 * (decisions 045 and 065): the confirmation's question and the forms behind a button.
 */
export function lazyPart<P>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  const make = () => lazy(() => preload().then((component) => ({ default: component })))
  let current = make()
  return {
    preload,
    get Component() {
      return current
    },
    renew: () => {
      current = make()
    },
  }
}

/** The props that start loading a part's code as the user heads for the button that opens it. */
export function preloads(part: { preload: () => Promise<unknown> }) {
  const start = () => void part.preload().catch(() => {})
  return { onPointerEnter: start, onFocus: start }
}
