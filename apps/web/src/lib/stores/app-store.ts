import { DEFAULT_NOTIFICATION_METHODS, type NotificationMethod } from '@pawpulse/domain/profile'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'

/**
 * Spec §3 client state, persisted under spec §9's `app-storage`. It mirrors the session for code
 * that needs the user synchronously; the session query stays the source of truth for guards.
 */
interface AppState {
  currentUserId: string | null
  email: string | null
  /** True only for a real account: guests are not "logged in" (spec §6). */
  isLoggedIn: boolean
  isOffline: boolean
  preferredNotificationMethods: NotificationMethod[]
  setUser: (user: { id: string; email: string | null; isLoggedIn: boolean }) => void
  setOffline: (isOffline: boolean) => void
  setPreferredNotificationMethods: (methods: NotificationMethod[]) => void
  /** Spec §4 SIGNED_OUT: clears user, e-mail and the logged-in flag. */
  clearUser: () => void
}

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      currentUserId: null,
      email: null,
      isLoggedIn: false,
      isOffline: false,
      preferredNotificationMethods: DEFAULT_NOTIFICATION_METHODS,
      setUser: ({ id, email, isLoggedIn }) => set({ currentUserId: id, email, isLoggedIn }),
      setOffline: (isOffline) => set({ isOffline }),
      setPreferredNotificationMethods: (preferredNotificationMethods) => set({ preferredNotificationMethods }),
      clearUser: () => set({ currentUserId: null, email: null, isLoggedIn: false }),
    }),
    {
      name: 'app-storage',
      // Offline is a fact about this moment, not worth remembering across visits.
      partialize: ({ currentUserId, email, isLoggedIn, preferredNotificationMethods }) => ({
        currentUserId,
        email,
        isLoggedIn,
        preferredNotificationMethods,
      }),
    },
  ),
)
