import { type HouseholdMemberInput, householdMemberSchema } from '@pawpulse/domain/household'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { householdQueryKey } from './get-household-members'

/** `POST /api/household/members`: adds the member and e-mails the invitation (`inviteSent` says whether it went). */
export function inviteHouseholdMember(input: HouseholdMemberInput) {
  return apiRequest('/api/household/members', { method: 'POST', body: input, schema: householdMemberSchema })
}

export function useInviteHouseholdMember() {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['invite-household-member'],
    mutationFn: inviteHouseholdMember,
    // A retry after a lost answer would meet "already invited".
    retry: false,
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: householdQueryKey(userId) })
      if (member.inviteSent)
        toast.success('Invitation sent', { description: `We e-mailed an invitation to ${member.email ?? member.name}.` })
      else
        toast.warning('Invitation not sent', {
          description: `${member.name} was added, but the e-mail could not be sent. Use Resend invitation to try again.`,
        })
    },
  })
}
