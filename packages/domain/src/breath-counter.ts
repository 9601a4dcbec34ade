// The Breath Monitor's counter: the owner taps once per breath while a countdown runs
// (docs/product/breathing.md#counting).
// The countdown is announced to screen readers politely and only now and then: a voice reading
// every second would drown the owner's own counting.

/** Seconds left at which the countdown is read out, when the count is longer than that. */
const ANNOUNCED_SECONDS_LEFT = [30, 10] as const

/** What to announce when `secondsLeft` of a `duration`-second count remain; null for silence. */
export function countdownAnnouncement(secondsLeft: number, duration: number): string | null {
  if (secondsLeft === duration) return `Counting for ${duration} seconds. Tap once for each breath.`
  if (secondsLeft <= 0) return 'Time is up.'
  if ((ANNOUNCED_SECONDS_LEFT as readonly number[]).includes(secondsLeft) && secondsLeft < duration) return `${secondsLeft} seconds left.`
  return null
}

/** Whole seconds left of a count that started at `startedAt` (ms) and runs `duration` s, at `now`. */
export function secondsLeft(startedAt: number, duration: number, now: number): number {
  const elapsed = Math.max(0, now - startedAt)
  return Math.max(0, duration - Math.floor(elapsed / 1000))
}

/**
 * The text the live region holds while `secondsLeft` remain: the latest announcement made so far,
 * so the region changes (and is read) only at the announced moments.
 */
export function latestAnnouncement(secondsLeft: number, duration: number): string {
  for (let left = Math.max(0, secondsLeft); left <= duration; left++) {
    const spoken = countdownAnnouncement(left, duration)
    if (spoken) return spoken
  }
  return ''
}
