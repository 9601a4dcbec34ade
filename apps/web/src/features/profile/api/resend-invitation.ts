import { householdMemberSchema } from '@pawpulse/domain/household'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { householdQueryKey } from './get-household-members'

/** `POST /api/household/members/{id}/resend`: a new link (the previous one stops working). */
export function resendInvitation(memberId: string) {
  return apiRequest(`/api/household/members/${memberId}/resend`, { method: 'POST', body: {}, schema: householdMemberSchema })
}

export function useResendInvitation(memberId: string) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['resend-invitation', memberId],
    mutationFn: () => resendInvitation(memberId),
    retry: false,
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: householdQueryKey(userId) })
      if (member.inviteSent)
        toast.success('Invitation sent', { description: `We e-mailed a new invitation to ${member.email ?? member.name}.` })
      else toast.error('Invitation not sent', { description: 'The e-mail could not be sent. Please try again later.' })
    },
    onError: (error) => {
      toast.error('Error', { description: failureMessage(error, 'Failed to send the invitation. Please try again.') })
    },
  })
}
