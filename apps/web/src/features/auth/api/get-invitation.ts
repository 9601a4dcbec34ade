import { invitationSchema } from '@pawpulse/domain/household'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

/** `GET /api/invitations/{token}` (no session needed): who invites whom, to which pets. */
export function getInvitation(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/invitations/${encodeURIComponent(token)}`, { schema: invitationSchema, signal })
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    // 404 'not valid or has expired' will not change by asking again; nor should it be cached long.
    retry: false,
    staleTime: 0,
  })

export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ''), enabled: Boolean(token) })
}
