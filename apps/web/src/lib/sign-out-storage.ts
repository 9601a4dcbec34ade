/**
 * Signing out removes every locally stored key except auth ones. The session is an
 * httpOnly cookie, so no auth key lives in localStorage: nothing is kept. The guest id
 * (`app-guest-id`) goes too — it belonged to whoever used this device before signing in, and
 * the next visitor gets a fresh anonymous session. Listed here so adding a kept key is one line.
 */
export const KEYS_KEPT_ON_SIGN_OUT: readonly string[] = []

export function clearStorageOnSignOut(storage: Storage = localStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index))
  for (const key of keys) {
    if (key !== null && !KEYS_KEPT_ON_SIGN_OUT.includes(key)) storage.removeItem(key)
  }
}
