import { type RefCallback, useCallback, useState } from 'react'

/**
 * The element's width in CSS pixels, kept up to date; 0 until measured (and in jsdom). Measured by
 * the observer's first report, which comes after the browser's own layout and before the paint:
 * reading the width while React attaches the element forced a layout of the whole page in the
 * middle of its commit, and the state set there re-rendered synchronously.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0)
  const ref = useCallback((element: T | null) => {
    if (!element) return
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0]
      if (entry) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}
