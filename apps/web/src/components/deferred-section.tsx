import { cn } from '#web/lib/cn.ts'
import { type ReactNode, startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react'

/** The box that holds a section's place until it is drawn, and while its code comes (pet-page.tsx): a card's outline. */
export const SECTION_PLACEHOLDER = 'rounded-lg border border-border bg-card'

/** How close to the viewport a waiting section starts drawing (and loading its code), before the owner scrolls to it. */
const NEAR_VIEWPORT = '600px 0px'

/**
 * A part of a long page below the first screen (decision 065), drawn as its place nears the
 * viewport: a page load draws only what the owner can see and the next screen or so, and a
 * section whose code is loaded lazily asks for it only then. Until then a plain box holds its
 * place: `className` gives it about the section's usual height, so that the boxes below do not
 * come nearer (and draw) only because the ones above are shorter than their sections.
 *
 * What does not scroll still reaches every section: the first Tab (keyboard navigation moves
 * through what is on the page), the browser's find shortcut (Ctrl/⌘+F, F3) and printing draw every
 * waiting section at once, and so does every section on a page shown after that. Where the browser
 * cannot watch the viewport (tests in jsdom), it draws at once.
 */
export function DeferredSection({ children, className = 'min-h-48' }: { children: ReactNode; className?: string }) {
  const everyDrawn = useEverySectionDrawn()
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  const placeholder = useRef<HTMLDivElement>(null)
  const drawn = near || everyDrawn

  useEffect(() => {
    if (drawn) return
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: React may pause the section's render for a tap or a paint.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true))
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    if (placeholder.current) observer.observe(placeholder.current)
    return () => observer.disconnect()
  }, [drawn])

  if (drawn) return children
  return <div ref={placeholder} aria-hidden="true" className={cn(SECTION_PLACEHOLDER, className)} />
}

/**
 * Whether the owner has moved by keyboard, searched the page or printed (see DeferredSection): then
 * whatever a page holds back until it is needed is drawn, so the browser's find sees it too.
 */
export function useEverySectionDrawn(): boolean {
  return useSyncExternalStore(subscribeToDrawAll, isEveryDrawn, isEveryDrawn)
}

/** Set for the rest of the visit once the owner moves by keyboard, searches the page or prints. */
let everyDrawnFlag = false
const listeners = new Set<() => void>()

function isEveryDrawn() {
  return everyDrawnFlag
}

function drawEverySection() {
  if (everyDrawnFlag) return
  everyDrawnFlag = true
  removeTriggers()
  listeners.forEach((listener) => listener())
}

/** Tab, and the find shortcuts: Ctrl+F (⌘+F on a Mac) and F3. */
function onKeyDown(event: KeyboardEvent) {
  const find = (event.key === 'f' || event.key === 'F') && (event.ctrlKey || event.metaKey)
  if (event.key === 'Tab' || event.key === 'F3' || find) drawEverySection()
}

let triggersAdded = false
function addTriggers() {
  if (triggersAdded || everyDrawnFlag || typeof window === 'undefined') return
  triggersAdded = true
  // Capture: a part of the page that stops the key's propagation still lets it count here.
  window.addEventListener('keydown', onKeyDown, { capture: true })
  window.addEventListener('beforeprint', drawEverySection)
}

function removeTriggers() {
  if (!triggersAdded) return
  triggersAdded = false
  window.removeEventListener('keydown', onKeyDown, { capture: true })
  window.removeEventListener('beforeprint', drawEverySection)
}

function subscribeToDrawAll(listener: () => void) {
  listeners.add(listener)
  addTriggers()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) removeTriggers()
  }
}
