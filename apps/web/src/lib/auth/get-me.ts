import { profileSchema } from '@pawpulse/domain/profile'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../api-client'
import { ME_PATH, sentIfAnswered } from '../app-layout-requests'
import { useViewer } from './viewer'

/** `GET /api/me`: the signed-in user's profile (guests included); `sent`: the request main.tsx sent as the page opened. */
export async function getMe(signal?: AbortSignal, sent?: Promise<Response>) {
  return apiRequest(ME_PATH, { schema: profileSchema, signal, ...(await sentIfAnswered(sent)) })
}

/** Keyed by user id so that a new session never shows the previous user's profile. */
export const meQueryOptions = (userId: string) => queryOptions({ queryKey: ['me', userId], queryFn: ({ signal }) => getMe(signal) })

export function useMe() {
  const viewer = useViewer()
  return useQuery({ ...meQueryOptions(viewer?.userId ?? ''), enabled: viewer?.hasSession === true })
}
