/**
 * The session check, as the app's start sends it (decision 065): main.tsx sends it the moment the
 * page opens, beside the download of the app's code, and the viewer (viewer.ts) reads its answer.
 * Nothing else is imported here, so that it adds a few bytes to main.tsx and nothing more.
 */
export const SESSION_CHECK_PATH = '/api/auth/get-session'

/** A GET as apiRequest sends it (same origin, the session cookie, JSON), sent before the app's code has loaded. */
export function sendEarly(path: string): Promise<Response> {
  return fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } })
}

export function sendSessionCheck(): Promise<Response> {
  return sendEarly(SESSION_CHECK_PATH)
}
