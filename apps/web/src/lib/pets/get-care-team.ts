import { type CareTeamContact, careTeamContactSchema } from '@pawpulse/domain/care-team'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '../api-client'
import { useViewer } from '../auth/viewer'
import { careTeamPath } from './api-paths'
import { careTeamQueryKey } from './query-keys'

const careTeamListSchema = z.object({ contacts: z.array(careTeamContactSchema) })

/**
 * `GET /api/pets/{petId}/care-team`: the primary veterinarian and the emergency contact. In lib
 * because the pet page shows it and onboarding's Start loads it as a starting point.
 */
export async function getCareTeam(petId: string, signal?: AbortSignal): Promise<CareTeamContact[]> {
  return (await apiRequest(careTeamPath(petId), { schema: careTeamListSchema, signal })).contacts
}

export const careTeamQueryOptions = (userId: string, petId: string) =>
  queryOptions({ queryKey: careTeamQueryKey(userId, petId), queryFn: ({ signal }) => getCareTeam(petId, signal) })

export function useCareTeam(petId: string) {
  const viewer = useViewer()
  return useQuery({ ...careTeamQueryOptions(viewer?.userId ?? '', petId), enabled: viewer?.hasSession === true })
}
