/**
 * GET requests main.tsx sends as the page opens, beside the download of the app's code (decisions
 * 041 and 042), and their answers until the app asks for the same path: apiRequest takes each
 * answer once, and only a good one. A refused or failed answer is dropped rather than kept for a
 * session that may since have changed, and the app sends its own request as it would have.
 * Only the session check's module is imported here, so that it adds a few bytes to main.tsx.
 */
import { sendEarly } from './auth/session-check'

const sentEarly = new Map<string, Promise<Response>>()

/** Sends a GET of `path` now (as apiRequest would: same origin, the session cookie) for the app to read later. */
export function sendEarlyGet(path: string): void {
  const sent = sendEarly(path)
  // Offline it fails: the app then asks again as it would have.
  sent.catch(() => {})
  sentEarly.set(path, sent)
}

/**
 * The answer to the early GET of `path` (its path and query, exactly), for the first call that
 * asks: undefined when none was sent or it was taken, and resolving to undefined when it was
 * refused or failed.
 */
export function takeEarlyAnswer(path: string): Promise<Response | undefined> | undefined {
  const sent = sentEarly.get(path)
  if (!sent) return undefined
  sentEarly.delete(path)
  return sent.then(
    (response) => (response.ok ? response : undefined),
    () => undefined,
  )
}
