import { create } from 'zustand'

/**
 * App-wide client state that no query holds. Only what something reads is kept:
 * - `isOffline`: the browser's online flag, shown as "Offline" in the header (and, later, the
 *   offline banner). Not persisted: it is a fact about this moment, not about the next visit.
 * The rest of the product's client state lives where it is already true: the user's id, e-mail
 * and whether they have an account come from the session query (`lib/auth/viewer.ts`), and the
 * preferred notification methods from the profile query (`lib/auth/get-me.ts`). Copies of them
 * here went stale and were never read, so there is no `app-storage` key any more.
 */
interface AppState {
  isOffline: boolean
  setOffline: (isOffline: boolean) => void
}

export const useAppStore = create<AppState>()((set) => ({
  isOffline: false,
  setOffline: (isOffline) => set({ isOffline }),
}))
