/**
 * Resolves once the browser has painted the page as it stands: after the next animation frame's
 * paint (a task queued from inside the frame runs after it), or after `fallbackMs` where no frame
 * comes (a tab opened in the background draws none until it is shown).
 */
export function afterFirstPaint(fallbackMs = 200): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, fallbackMs)
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }, 0),
    )
  })
}
