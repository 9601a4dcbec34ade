import { welcomeMessage } from '@pawpulse/domain/auth'
import { destinationAfterSignIn } from '@pawpulse/domain/navigation'
import type { Profile } from '@pawpulse/domain/profile'
import type { AuthResult } from '@pawpulse/domain/session'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { getMe, meQueryOptions } from '#web/lib/auth/get-me.ts'
import { forgetUserQueries } from '#web/lib/auth/sign-out.ts'
import { useOnSignedIn } from '#web/lib/auth/signed-in-outlet.ts'
import { type Viewer, viewerFromUser, viewerQueryKey } from '#web/lib/auth/viewer.ts'
import { acceptInvitation, announceAccepted, announceNotAccepted } from './accept-invitation'

export interface SignedIn {
  viewer: Viewer
  profile: Profile | null
  destination: string
  /** When the sign-in came from an invitation link (/auth?invite=…): what accepting it gave. */
  invitation?: { petIds: string[] } | { error: unknown }
}

/**
 * After signing in (docs/product/accounts-and-guests.md#after-signing-in): check the profile and
 * choose onboarding or the page asked for. A profile that cannot be read counts as missing,
 * which leads to onboarding.
 */
export async function completeSignIn(result: AuthResult, redirectTo: string | null, inviteToken: string | null = null): Promise<SignedIn> {
  const profile = await getMe().catch(() => null)
  const signedIn = {
    viewer: viewerFromUser(result.user),
    profile,
    destination: destinationAfterSignIn({ onboardingCompleted: profile?.onboardingCompleted, redirectTo }),
  }
  if (!inviteToken) return signedIn
  // An invitation link: accept it now, then show the shared pets (docs/product/household.md#the-invitation-link).
  const invitation = await acceptInvitation(inviteToken).then(
    ({ petIds }) => ({ petIds }),
    (error: unknown) => ({ error }),
  )
  return { ...signedIn, invitation, destination: '/dashboard' }
}

/** Applies a finished sign-in or sign-up: new session, fresh user data, welcome toast, redirect. */
export function useApplySignIn() {
  const queryClient = useQueryClient()
  const onSignedIn = useOnSignedIn()
  return ({ viewer, profile, destination, invitation }: SignedIn) => {
    // First, so the logged-out guard knows where to go before it sees the new session.
    onSignedIn(destination)
    // The guest's data now belongs to the account (moved by the server); fetch it afresh.
    forgetUserQueries(queryClient)
    queryClient.setQueryData(viewerQueryKey, viewer)
    if (profile) queryClient.setQueryData(meQueryOptions(viewer.userId).queryKey, profile)
    toast.success('Signed in successfully', { description: welcomeMessage(profile?.email ?? viewer.email) })
    if (invitation && 'petIds' in invitation) announceAccepted(invitation.petIds)
    if (invitation && 'error' in invitation) announceNotAccepted(invitation.error)
  }
}
