import { profileSchema } from '@pawpulse/domain/profile'
import type { ProfileUpdate } from '@pawpulse/domain/profile-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../api-client'
import { meQueryOptions } from './get-me'
import { useViewer } from './viewer'

/** `PATCH /api/me`: the owner's own profile (owner onboarding and /profile; guests too). */
export function updateMe(input: ProfileUpdate) {
  return apiRequest('/api/me', { method: 'PATCH', body: input, schema: profileSchema })
}

export function useUpdateMe() {
  const queryClient = useQueryClient()
  const viewer = useViewer()
  return useMutation({
    mutationKey: ['update-me'],
    mutationFn: updateMe,
    onSuccess: (profile) => {
      queryClient.setQueryData(meQueryOptions(viewer?.userId ?? profile.id).queryKey, profile)
    },
  })
}
