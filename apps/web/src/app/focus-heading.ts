import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/** Long enough for a page to load its data and show its final heading, short enough not to surprise. */
const HEADING_WAIT_MS = 5000

/** Moves focus to a heading, without scrolling (scroll restoration owns the scroll position). */
function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/**
 * After a navigation, keyboard and screen-reader users start at the new page's heading instead of
 * on the link they left (which may no longer exist). Not on the first load: the browser starts at
 * the top of the document, where the skip link is. A change of query string alone (a filter, a
 * range) is no new page and keeps the focus where it is.
 *
 * A page may show its heading only after loading, or swap its loading heading for the final one
 * (the pet page: 'Pet Profile', then the pet's name). For a few seconds the focus follows the
 * page's current h1, as long as the user has not moved it: it is still where the navigation left
 * it, on the heading we focused, or lost (on the body) because that heading was replaced.
 */
export function useFocusHeadingOnNavigate() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)

  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    const focusedBefore = document.activeElement
    let focused: HTMLElement | null = null

    const follow = () => {
      const heading = document.querySelector<HTMLElement>('main h1')
      if (!heading || heading === focused) return
      const active = document.activeElement
      const isUntouched = active === null || active === document.body || active === focusedBefore || active === focused
      if (!isUntouched) return stop()
      focusHeading(heading)
      focused = heading
    }

    const observer = new MutationObserver(follow)
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS)
    function stop() {
      observer.disconnect()
      window.clearTimeout(timer)
    }
    follow()
    observer.observe(document.body, { childList: true, subtree: true })
    return stop
  }, [pathname])
}
