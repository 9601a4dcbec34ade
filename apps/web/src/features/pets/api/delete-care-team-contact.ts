import type { CareTeamRole } from '@pawpulse/domain/care-team'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { refreshCareTeam } from '#web/lib/pets/refresh-pet.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { roleSlugs } from './save-care-team-contact'

/** `DELETE /api/pets/{petId}/care-team/{role}`. */
export function deleteCareTeamContact(petId: string, role: CareTeamRole) {
  return apiRequest(`/api/pets/${petId}/care-team/${roleSlugs[role]}`, { method: 'DELETE', schema: z.unknown() })
}

export function useDeleteCareTeamContact(petId: string, role: CareTeamRole) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['delete-care-team', petId, role],
    mutationFn: () => deleteCareTeamContact(petId, role),
    onSuccess: async () => {
      await refreshCareTeam(queryClient, userId, petId)
      toast.success('Care team updated', { description: `${role} removed.` })
    },
    onError: () => {
      toast.error('Error', { description: `Failed to remove the ${role.toLowerCase()}. Please try again.` })
    },
  })
}
