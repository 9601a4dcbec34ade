import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { lifeSectionQueryKey } from './get-life-section'
import type { LifeSection } from './pet-life-sections'

/** `PUT /api/pets/{petId}/diet|behavior|fun-facts`: replaces the section; all blank removes it (403 for viewers). */
export async function saveLifeSection<TView, TBody>(section: LifeSection<TView, TBody>, petId: string, body: TBody) {
  const answer = await apiRequest(`/api/pets/${petId}/${section.path}`, { method: 'PUT', body, schema: section.schema })
  return answer[section.key] ?? null
}

export function useSaveLifeSection<TView, TBody>(section: LifeSection<TView, TBody>, petId: string) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['save-life-section', section.path, petId],
    mutationFn: (body: TBody) => saveLifeSection(section, petId, body),
    onSuccess: (saved: TView | null) => {
      queryClient.setQueryData(lifeSectionQueryKey(userId, petId, section.path), saved)
      toast.success(`${section.title} saved`, {
        description: saved === null ? `Nothing is recorded under ${section.title.toLowerCase()} now.` : undefined,
      })
    },
  })
}
