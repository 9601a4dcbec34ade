/**
 * Runs `work` when the browser's main thread is next idle, at the latest `timeoutMs` on; where the
 * browser cannot say (Safari has no requestIdleCallback), after `fallbackMs`. Returns the cancel.
 * For start-up work that should not compete with drawing the page: the device's copy of the query
 * cache, loading the toasts.
 */
export function whenIdle(work: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, fallbackMs)
    return () => clearTimeout(timer)
  }
  const idle = requestIdleCallback(work, { timeout: timeoutMs })
  return () => cancelIdleCallback(idle)
}
