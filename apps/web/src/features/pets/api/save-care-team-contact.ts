import { type CareTeamRole, careTeamContactSchema } from '@pawpulse/domain/care-team'
import type { CareTeamContactInput } from '@pawpulse/domain/care-team-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { refreshCareTeam } from '#web/lib/pets/refresh-pet.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** The URL names of the care team's two roles (primary vet, emergency contact). */
export const roleSlugs: Record<CareTeamRole, 'primary-veterinarian' | 'emergency-contact'> = {
  'Primary Veterinarian': 'primary-veterinarian',
  'Emergency Contact': 'emergency-contact',
}

/** `PUT /api/pets/{petId}/care-team/{role}`: upsert on (pet, role); blanks are stored as null. */
export function saveCareTeamContact(petId: string, role: CareTeamRole, input: CareTeamContactInput) {
  return apiRequest(`/api/pets/${petId}/care-team/${roleSlugs[role]}`, { method: 'PUT', body: input, schema: careTeamContactSchema })
}

export function useSaveCareTeamContact(petId: string, role: CareTeamRole) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['save-care-team', petId, role],
    mutationFn: (input: CareTeamContactInput) => saveCareTeamContact(petId, role, input),
    onSuccess: async () => {
      await refreshCareTeam(queryClient, userId, petId)
      toast.success('Care team updated', { description: `${role} saved.` })
    },
  })
}
