/**
 * The two answers every page in the app layout draws from — the pet list and the profile (for the
 * e-mail confirmation banner) — as main.tsx sends them when the page opens, beside the session
 * check and the download of the app's code (decision 041); app/prefetch-app-layout.ts reads them.
 * Only the session check's module is imported here, so that it adds a few bytes to main.tsx.
 */
import { sendEarly } from './auth/session-check'

export const PETS_PATH = '/api/pets'
export const ME_PATH = '/api/me'

export interface AppLayoutRequests {
  pets: Promise<Response>
  me: Promise<Response>
}

/**
 * Both requests, as apiRequest would send them (same origin, the session cookie), once the session
 * check has said there is a session: a first visit has none yet (the app signs it in as a guest),
 * and its requests would only be refused. Undefined then, and when the check failed.
 */
export async function sendAppLayoutRequests(sessionCheck: Promise<Response>): Promise<AppLayoutRequests | undefined> {
  try {
    // A copy: the app reads the answer itself (lib/auth/viewer.ts).
    const session = (await (await sessionCheck).clone().json()) as { user?: unknown } | null
    if (!session?.user) return undefined
  } catch {
    return undefined
  }
  const send = (path: string) => {
    const sent = sendEarly(path)
    // Offline it fails: the app then asks again as it would have (answerOnce).
    sent.catch(() => {})
    return sent
  }
  return { pets: send(PETS_PATH), me: send(ME_PATH) }
}

/**
 * The answer to a request main.tsx sent, for the first call that asks and only if it was answered
 * well; undefined otherwise, and the caller sends its own. An answer can be read once (a retry must
 * ask again), and a refused or failed one is not kept as the answer of a session that may since
 * have changed.
 */
export function answerOnce(sent: Promise<Response> | undefined): () => Promise<Response | undefined> {
  let unread = sent
  return async () => {
    const request = unread
    unread = undefined
    try {
      const response = await request
      return response?.ok ? response : undefined
    } catch {
      return undefined
    }
  }
}
