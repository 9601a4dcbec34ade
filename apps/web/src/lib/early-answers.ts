/**
 * GET requests main.tsx sends as the page opens, beside the download of the app's code (decision
 * 065), and their answers until the app asks for the same path: apiRequest takes each
 * answer once, and only a good one. A refused or failed answer is dropped rather than kept for a
 * session that may since have changed, and the app sends its own request as it would have.
 *
 * An answer the start did not need stays unread: the device's copy of the query cache may already
 * have held that data, fresh. So that a later refetch never reads it instead of asking, an answer
 * is only used within `EARLY_ANSWER_LIFETIME_MS` of being asked, and any write the app sends drops
 * every unread one (what it changed may be in them).
 * Only the session check's module is imported here, so that it adds a few bytes to main.tsx.
 */
import { sendEarly } from './auth/session-check'

/** How long an early answer may stand in for a request of the app; the start needs it within seconds. */
export const EARLY_ANSWER_LIFETIME_MS = 30_000

const sentEarly = new Map<string, { sent: Promise<Response>; at: number }>()

/** Sends a GET of `path` now (as apiRequest would: same origin, the session cookie) for the app to read later. */
export function sendEarlyGet(path: string): void {
  const sent = sendEarly(path)
  // Offline it fails: the app then asks again as it would have.
  sent.catch(() => {})
  sentEarly.set(path, { sent, at: Date.now() })
}

/** Drops every unread early answer: the app is about to change something they may show. */
export function forgetEarlyAnswers(): void {
  sentEarly.clear()
}

/**
 * The answer to the early GET of `path` (its path and query, exactly), for the first call that
 * asks: undefined when none was sent, it was taken, dropped or is too old, and resolving to
 * undefined when it was refused or failed.
 */
export function takeEarlyAnswer(path: string): Promise<Response | undefined> | undefined {
  const early = sentEarly.get(path)
  if (!early) return undefined
  sentEarly.delete(path)
  if (Date.now() - early.at > EARLY_ANSWER_LIFETIME_MS) return undefined
  return early.sent.then(
    (response) => (response.ok ? response : undefined),
    () => undefined,
  )
}
