import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petQueryKey } from '#web/lib/pets/query-keys.ts'
import type { LifeSection } from './pet-life-sections'

export const lifeSectionQueryKey = (userId: string, petId: string, path: LifeSection<unknown, unknown>['path']) =>
  [...petQueryKey(userId, petId), path] as const

/** `GET /api/pets/{petId}/diet|behavior|fun-facts`: the section, or null when nothing is recorded. */
export async function getLifeSection<TView, TBody>(section: LifeSection<TView, TBody>, petId: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/api/pets/${petId}/${section.path}`, { schema: section.schema, signal })
  return answer[section.key] ?? null
}

export const lifeSectionQueryOptions = <TView, TBody>(section: LifeSection<TView, TBody>, userId: string, petId: string) =>
  queryOptions({
    queryKey: lifeSectionQueryKey(userId, petId, section.path),
    queryFn: ({ signal }): Promise<TView | null> => getLifeSection(section, petId, signal),
  })

export function useLifeSection<TView, TBody>(section: LifeSection<TView, TBody>, petId: string) {
  const viewer = useViewer()
  return useQuery({ ...lifeSectionQueryOptions(section, viewer?.userId ?? '', petId), enabled: viewer?.hasSession === true })
}
