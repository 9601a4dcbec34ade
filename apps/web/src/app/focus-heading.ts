import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** Long enough for a lazy page to show its heading, short enough not to steal focus later. */
const HEADING_WAIT_MS = 3000

/** Moves focus to the page's h1, without scrolling (scroll restoration owns the scroll position). */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/**
 * After a navigation, keyboard and screen-reader users start at the new page's heading instead of
 * on the link they left (which may no longer exist). Not on the first load: the browser starts at
 * the top of the document, where the skip link is. A change of query string alone (a filter, a
 * range) is no new page and keeps the focus where it is. A page that shows its heading only after
 * loading is waited for briefly; whatever the user focuses in the meantime wins.
 */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const focusedBefore = document.activeElement
    const find = () => document.querySelector<HTMLElement>('main h1')
    const heading = find()
    if (heading) {
      focusHeading(heading)
      return
    }
    const observer = new MutationObserver(() => {
      const late = find()
      if (!late) return
      stop()
      // The user moved on (typed, tabbed) while the page loaded: leave the focus with them.
      if (document.activeElement === focusedBefore || document.activeElement === document.body) focusHeading(late)
    })
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
    observer.observe(document.body, { childList: true, subtree: true })
    return stop
  }, [pathname])
}
