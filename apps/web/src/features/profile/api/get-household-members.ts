import { householdMemberSchema } from '@pawpulse/domain/household'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

// The server's answer (apps/server/src/features/household/routes.ts): `{ members }`, newest first.
const membersSchema = z.object({ members: z.array(householdMemberSchema) })

/** `GET /api/household/members`: the people the owner shares pets with (accounts only). */
export async function getHouseholdMembers(signal?: AbortSignal) {
  return (await apiRequest('/api/household/members', { schema: membersSchema, signal })).members
}

export const householdQueryKey = (userId: string) => ['household', userId] as const

export const householdMembersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: householdQueryKey(userId), queryFn: ({ signal }) => getHouseholdMembers(signal) })

export function useHouseholdMembers() {
  const viewer = useViewer()
  return useQuery({ ...householdMembersQueryOptions(viewer?.userId ?? ''), enabled: viewer?.role !== undefined && viewer.role !== 'guest' })
}
