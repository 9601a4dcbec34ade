import { householdMemberSchema, type householdMemberUpdateSchema } from '@pawpulse/domain/household'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import type { z } from 'zod'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { householdQueryKey } from './get-household-members'

type MemberUpdate = z.input<typeof householdMemberUpdateSchema>

/** `PATCH /api/household/members/{id}`: the shared pets, the access level, or revoke / restore. */
export function updateHouseholdMember(memberId: string, input: MemberUpdate) {
  return apiRequest(`/api/household/members/${memberId}`, { method: 'PATCH', body: input, schema: householdMemberSchema })
}

export function useUpdateHouseholdMember(memberId: string) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['update-household-member', memberId],
    mutationFn: (input: MemberUpdate) => updateHouseholdMember(memberId, input),
    onSuccess: async (member) => {
      await queryClient.invalidateQueries({ queryKey: householdQueryKey(userId) })
      toast.success('Household updated', { description: `${member.name}'s access has been changed.` })
    },
    onError: (error) => {
      toast.error('Error', { description: failureMessage(error, 'Failed to change the access. Please try again.') })
    },
  })
}
