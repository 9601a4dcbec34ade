import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { householdQueryKey } from './get-household-members'

/** `DELETE /api/household/members/{id}`: their access ends at once. */
export function removeHouseholdMember(memberId: string) {
  return apiRequest(`/api/household/members/${memberId}`, { method: 'DELETE', schema: z.unknown() })
}

export function useRemoveHouseholdMember(member: { id: string; name: string }) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['remove-household-member', member.id],
    mutationFn: () => removeHouseholdMember(member.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: householdQueryKey(userId) })
      toast.success('Member removed', { description: `${member.name} no longer has access to your pets.` })
    },
    onError: (error) => {
      toast.error('Error', { description: failureMessage(error, 'Failed to remove the member. Please try again.') })
    },
  })
}
