import type { QueryClient } from '@tanstack/react-query'
import { healthKey } from '../health/query-keys'
import { careTeamQueryKey, petImagesQueryKey, petQueryKey, petsQueryKey } from './query-keys'

// Exactly what a write changed, not the pet's whole subtree: a photo upload must not refetch
// every health record on screen.

/** A photo was added, removed or made the profile photo: the list and the dashboard show it too. */
export function refreshPetPhotos(queryClient: QueryClient, userId: string, petId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: petsQueryKey(userId), exact: true }),
    queryClient.invalidateQueries({ queryKey: petQueryKey(userId, petId), exact: true }),
    queryClient.invalidateQueries({ queryKey: petImagesQueryKey(userId, petId) }),
    queryClient.invalidateQueries({ queryKey: healthKey(userId, petId, 'dashboard') }),
  ])
}

/** The care team changed: the dashboard's "contact your vet" shows the primary vet's number. */
export function refreshCareTeam(queryClient: QueryClient, userId: string, petId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: careTeamQueryKey(userId, petId) }),
    queryClient.invalidateQueries({ queryKey: healthKey(userId, petId, 'dashboard') }),
  ])
}
