import { type CareTeamRole } from '@pawpulse/domain/care-team'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { z } from 'zod'
import { apiRequest } from '../../../lib/api-client'
import { useViewer } from '../../../lib/auth/viewer'
import { petQueryKey } from '../../../lib/pets/query-keys'
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
      // The whole pet: the dashboard's "contact your vet" shows the primary vet's number too.
      await queryClient.invalidateQueries({ queryKey: petQueryKey(userId, petId) })
      toast.success('Care team updated', { description: `${role} removed.` })
    },
    onError: () => {
      toast.error('Error', { description: `Failed to remove the ${role.toLowerCase()}. Please try again.` })
    },
  })
}
