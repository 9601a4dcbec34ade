import { adminUserListSchema } from '@pawpulse/domain/admin'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

export const ADMIN_USERS_PAGE_SIZE = 50

/** `GET /api/admin/users?limit&offset`: accounts, newest first (admins only; the server checks). */
export function getAdminUsers({ limit, offset }: { limit: number; offset: number }, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) })
  return apiRequest(`/api/admin/users?${query}`, { schema: adminUserListSchema, signal })
}

export const adminUsersQueryOptions = (offset: number) =>
  queryOptions({
    queryKey: ['admin', 'users', { offset, limit: ADMIN_USERS_PAGE_SIZE }],
    queryFn: ({ signal }) => getAdminUsers({ limit: ADMIN_USERS_PAGE_SIZE, offset }, signal),
  })

export function useAdminUsers(offset: number) {
  // The previous page stays on screen while the next loads, so the table does not jump.
  return useQuery({ ...adminUsersQueryOptions(offset), placeholderData: keepPreviousData })
}
