import { afterFirstPaint } from './after-first-paint'
import { whenIdle } from './when-idle'

/** At the latest this long after the first paint, even on a page that keeps the browser busy. */
const IDLE_TIMEOUT_MS = 2_000

let drawn: Promise<void> | undefined

/**
 * Settles once the visit's first screen has been painted and the browser has had a moment to
 * itself (decision 065), and stays settled for the rest of the visit. The requests that draw
 * nothing on that screen (the startup health check, the notifications badge) wait for it inside
 * their query function: on a phone's connection they would otherwise share its bandwidth with the
 * requests and files the page is waiting for. Waiting there, not by holding the query disabled,
 * means nothing re-renders when the wait ends; the query is pending meanwhile, as it would be
 * while its request is on its way.
 */
export function afterFirstScreen(): Promise<void> {
  drawn ??= afterFirstPaint().then(
    () => new Promise<void>((resolve) => void whenIdle(resolve, { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: 0 })),
  )
  return drawn
}
