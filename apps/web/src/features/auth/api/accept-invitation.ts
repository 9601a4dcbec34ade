import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { usePetCoreStore } from '#web/lib/stores/pet-core-store.ts'

const acceptedSchema = z.object({ petIds: z.array(z.uuid()) })

/** `POST /api/invitations/{token}/accept`: with the account that has the invited e-mail. */
export function acceptInvitation(token: string) {
  return apiRequest(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST', body: {}, schema: acceptedSchema })
}

/** Tells the outcome and shows a shared pet first; used after a sign-in and by a signed-in account. */
export function announceAccepted(petIds: readonly string[]) {
  if (petIds[0]) usePetCoreStore.getState().selectPet(petIds[0])
  toast.success('Invitation accepted', { description: 'The pets shared with you are now on your dashboard.' })
}

export function announceNotAccepted(error: unknown) {
  toast.error('Invitation not accepted', { description: failureMessage(error, 'The invitation could not be accepted. Please try again.') })
}

/** For an account already signed in when it opens the invitation link. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationKey: ['accept-invitation', token],
    mutationFn: () => acceptInvitation(token),
    retry: false,
    onSuccess: async ({ petIds }) => {
      announceAccepted(petIds)
      await queryClient.invalidateQueries({ queryKey: ['pets'], refetchType: 'all' })
      await navigate('/dashboard')
    },
  })
}
