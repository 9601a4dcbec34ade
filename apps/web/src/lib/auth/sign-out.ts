import { authFailureDefaults } from '@pawpulse/domain/auth'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest, failureMessage } from '../api-client'
import { clearOutbox, useOutbox, writesOf } from '../offline/outbox'
import { syncOutbox } from '../offline/outbox-sync'
import { forgetQueryCache } from '../offline/persisted-cache'
import { clearStorageOnSignOut } from '../sign-out-storage'
import { forgetLoadedStores } from '../stores/forget-on-sign-out'
import { useViewer, viewerQueryKey } from './viewer'

export function signOut() {
  return apiRequest('/api/auth/sign-out', { method: 'POST', body: {}, schema: z.unknown() })
}

/**
 * Signing out forgets who was here: the selected pet, the onboarding drafts and their photos, and every stored key
 * (the user, e-mail and login flag were the session query's, dropped with the user's queries).
 */
export function forgetLocalState() {
  forgetLoadedStores()
  clearStorageOnSignOut()
  // The AI wizard's photos of the owner's pets wait in IndexedDB, which clearing localStorage does
  // not reach. Loaded here only: most sessions never open the wizard.
  void import('../stores/ai-onboarding-photos').then(
    ({ clearPetPhotos }) => clearPetPhotos(),
    () => {},
  )
  // The device's copy of the pages and its outbox are health records: they leave with the owner.
  void forgetQueryCache()
  void clearOutbox()
}

/** Every query but the session belongs to the user who just left. */
export function forgetUserQueries(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== viewerQueryKey[0] })
}

/** Why sign-out waits: entries made on this device that have not reached the server. */
export function unsentEntriesMessage(count: number): string {
  return count === 1
    ? '1 entry on this device has not reached Pawpulse. Send it when you are back online, or discard it from the list at the top of the page, then sign out.'
    : `${count} entries on this device have not reached Pawpulse. Send them when you are back online, or discard them from the list at the top of the page, then sign out.`
}

export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const userId = useViewer()?.userId
  return useMutation({
    mutationKey: ['sign-out'],
    // Entries still waiting on this device go first: after sign-out no session could send them.
    // What could not be sent stops the sign-out: it is the owner's to send later or discard, not
    // ours to drop (docs/product/offline.md#when-entries-are-sent).
    mutationFn: async () => {
      if (userId) {
        await syncOutbox(queryClient, userId)
        const unsent = writesOf(useOutbox.getState().writes, userId).length
        if (unsent > 0) return { unsent }
      }
      await signOut()
      return { unsent: 0 }
    },
    onSuccess: async ({ unsent }) => {
      if (unsent > 0) return void toast.error(unsentEntriesMessage(unsent), { id: 'sign-out-unsent' })
      forgetLocalState()
      // Sign-out lands on /useronboarding. Navigate before the session changes, so the page
      // being left (say /profile, accounts only) never sees the new guest and redirects to /auth.
      await navigate('/useronboarding', { replace: true, state: { signedOut: true } })
      forgetUserQueries(queryClient)
      // A fresh anonymous guest session is made by the viewer query, as at startup.
      await queryClient.resetQueries({ queryKey: viewerQueryKey })
    },
    onError: (error) => {
      toast.error(failureMessage(error, authFailureDefaults.signOut))
    },
  })
}
