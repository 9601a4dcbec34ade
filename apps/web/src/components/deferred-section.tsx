import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react'
import { queueWhenIdle } from '#web/lib/idle-queue.ts'

/** How close to the viewport a waiting section starts drawing, before the owner scrolls to it. */
const NEAR_VIEWPORT = '600px 0px'

/**
 * A part of a long page below the first screen, drawn once the browser is idle after the page, or
 * as soon as its place nears the viewport, whichever comes first. Drawing every section with the
 * page made one long task (each section's render, effects and request) in which a tap on the page
 * waited; queued, each takes a short task of its own, in page order. Until then a plain box holds
 * roughly its place. Where the browser cannot watch the viewport (tests in jsdom), it draws at once.
 */
export function DeferredSection({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(() => typeof IntersectionObserver === 'undefined')
  const placeholder = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (drawn) return
    // A transition: React may pause the section's render for a tap or a paint.
    const draw = () => startTransition(() => setDrawn(true))
    const cancelQueued = queueWhenIdle(draw)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) draw()
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    if (placeholder.current) observer.observe(placeholder.current)
    return () => {
      cancelQueued()
      observer.disconnect()
    }
  }, [drawn])

  if (drawn) return children
  return <div ref={placeholder} aria-hidden="true" className="min-h-48 rounded-lg border border-border bg-card" />
}
