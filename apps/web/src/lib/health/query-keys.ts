import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useViewer } from '../auth/viewer'
import { petQueryKey } from '../pets/query-keys'

/**
 * The health records of one pet. They sit under the pet's key, so deleting the pet drops them;
 * each area is refreshed on its own after a write. In lib because the dashboard (pets feature)
 * shows what the symptoms, breathing and medications features write, and features never import
 * each other.
 */
export type HealthArea =
  'conditions' | 'condition-metadata' | 'symptoms' | 'breathing' | 'weight' | 'medications' | 'treatments' | 'vaccinations' | 'dashboard'

export const healthKey = (userId: string, petId: string, area: HealthArea) => [...petQueryKey(userId, petId), area] as const

/** After a write: the areas it changed and the dashboard, which shows a little of each. */
export function invalidateHealth(queryClient: QueryClient, userId: string, petId: string, areas: HealthArea[]) {
  const unique = [...new Set<HealthArea>([...areas, 'dashboard'])]
  return Promise.all(unique.map((area) => queryClient.invalidateQueries({ queryKey: healthKey(userId, petId, area) })))
}

/** The user id the keys are built with and the invalidation bound to it. */
export function useHealthKeys() {
  const queryClient = useQueryClient()
  const viewer = useViewer()
  const userId = viewer?.userId ?? ''
  return {
    userId,
    hasSession: viewer?.hasSession === true,
    key: (petId: string, area: HealthArea) => healthKey(userId, petId, area),
    invalidate: (petId: string, areas: HealthArea[]) => invalidateHealth(queryClient, userId, petId, areas),
    queryClient,
  }
}
