/**
 * The two answers every page in the app layout draws from — the pet list and the profile (for the
 * e-mail confirmation banner) — as main.tsx sends them when the page opens, beside the session
 * check and the download of the app's code (decision 041); app/prefetch-app-layout.ts reads them.
 * Nothing is imported here, so that it adds a few bytes to main.tsx and nothing more.
 */
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
    const sent = fetch(path, { credentials: 'same-origin' })
    // Offline it fails: the app then asks again as it would have (sentIfAnswered).
    sent.catch(() => {})
    return sent
  }
  return { pets: send(PETS_PATH), me: send(ME_PATH) }
}

/**
 * A request main.tsx sent, as the promise apiRequest takes (`sent`), if it was answered well: sent
 * before the session was known, it went without a cookie when the visitor had none (the app then
 * signs them in as a guest), and its 401 must not stand for the new session's answer. Undefined
 * otherwise: the caller sends its own.
 */
export async function sentIfAnswered(sent: Promise<Response> | undefined): Promise<{ sent?: Promise<Response> }> {
  if (!sent) return {}
  try {
    const response = await sent
    return response.ok ? { sent: Promise.resolve(response) } : {}
  } catch {
    return {}
  }
}
