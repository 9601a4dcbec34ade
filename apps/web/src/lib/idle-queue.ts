import { whenIdle } from './when-idle'

/** How long a queued piece of work waits for an idle moment at most; a busy page still gets it. */
const IDLE_TIMEOUT_MS = 1000
/** Where the browser cannot say when it is idle (Safari): the gap between two pieces of work. */
const FALLBACK_MS = 50

const waiting: Array<() => void> = []
let cancelNext: (() => void) | null = null

/**
 * Runs `work` in an idle moment of its own, after the work queued before it: one piece per idle
 * callback, so that several parts of a page drawn later make several short tasks instead of one
 * long one. Returns the cancel (a part that unmounts before its turn).
 */
export function queueWhenIdle(work: () => void): () => void {
  waiting.push(work)
  scheduleNext()
  return () => {
    const index = waiting.indexOf(work)
    if (index >= 0) waiting.splice(index, 1)
  }
}

function scheduleNext() {
  if (cancelNext || waiting.length === 0) return
  cancelNext = whenIdle(
    () => {
      cancelNext = null
      waiting.shift()?.()
      scheduleNext()
    },
    { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: FALLBACK_MS },
  )
}
