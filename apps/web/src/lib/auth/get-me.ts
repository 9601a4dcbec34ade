import { profileSchema } from '@pawpulse/domain/profile'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../api-client'
import { ME_PATH } from '../app-layout-requests'
import { useViewer } from './viewer'

/** `GET /api/me`: the signed-in user's profile (guests included). */
export function getMe(signal?: AbortSignal) {
  return apiRequest(ME_PATH, { schema: profileSchema, signal })
}

/** Keyed by user id so that a new session never shows the previous user's profile. */
export const meQueryOptions = (userId: string) => queryOptions({ queryKey: ['me', userId], queryFn: ({ signal }) => getMe(signal) })

export function useMe() {
  const viewer = useViewer()
  return useQuery({ ...meQueryOptions(viewer?.userId ?? ''), enabled: viewer?.hasSession === true })
}
