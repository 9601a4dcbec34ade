import { useEffect } from 'react'

/** Controls that handle Space themselves: a button clicks on it, a field types a space. */
const OWN_SPACE = 'button, a, input, textarea, select, [contenteditable="true"]'

/**
 * While counting, the space bar counts a breath wherever the focus is (the page would scroll
 * otherwise). A held key repeats: only the first press counts.
 */
export function useSpaceBarTap(isActive: boolean, tap: () => void) {
  useEffect(() => {
    if (!isActive) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ') return
      if (event.target instanceof Element && event.target.closest(OWN_SPACE)) return
      event.preventDefault()
      if (!event.repeat) tap()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [isActive, tap])
}
