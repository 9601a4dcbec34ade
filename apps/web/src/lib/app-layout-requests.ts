/**
 * The two answers every page in the app layout draws from — the pet list and the profile (for the
 * e-mail confirmation banner) — as main.tsx sends them when the page opens, beside the session
 * check and the download of the app's code (decision 065). app/prefetch-app-layout.ts asks for both,
 * and apiRequest hands it these answers (lib/early-answers.ts).
 * Only small modules are imported here, so that it adds a few bytes to main.tsx.
 */
import { sendEarlyGet } from './early-answers'
import { storedSelectedPetId } from './stores/selected-pet-key'

export const PETS_PATH = '/api/pets'
export const ME_PATH = '/api/me'

/**
 * Both requests, sent for the app to read (lib/early-answers.ts). A first visit has no session yet
 * (the app signs it in as a guest) and its requests would only be refused, so they wait for the
 * session check to say there is one, and are not sent when it says there is none or failed. But a
 * device with a pet selected had a session with pets when it was last used, and almost always
 * still has (signing out clears the selection): there they are sent at once, beside the session
 * check, a round trip sooner. Should that session have ended meanwhile, both are refused and the
 * app asks again once it has signed in. Resolves once sent, or once it is known they will not be.
 */
export async function sendAppLayoutRequests(sessionCheck: Promise<Response>, storage?: Storage): Promise<void> {
  if (storedSelectedPetId(storage) === null) {
    try {
      // A copy: the app reads the answer itself (lib/auth/viewer.ts).
      const session = (await (await sessionCheck).clone().json()) as { user?: unknown } | null
      if (!session?.user) return
    } catch {
      return
    }
  }
  sendEarlyGet(PETS_PATH)
  sendEarlyGet(ME_PATH)
}
