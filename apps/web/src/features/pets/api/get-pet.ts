import { type PetDetail, petDetailSchema } from '@pawpulse/domain/pets'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petQueryKey } from '#web/lib/pets/query-keys.ts'
import { petPath } from './api-paths'

/** `GET /api/pets/{petId}`: everything the pet page shows, with the pet's photos. */
export function getPet(petId: string, signal?: AbortSignal) {
  return apiRequest(petPath(petId), { schema: petDetailSchema, signal })
}

export const petQueryOptions = (userId: string, petId: string) =>
  queryOptions({ queryKey: petQueryKey(userId, petId), queryFn: ({ signal }) => getPet(petId, signal) })

export function usePet(petId: string | null | undefined) {
  const viewer = useViewer()
  return useQuery({ ...petQueryOptions(viewer?.userId ?? '', petId ?? ''), enabled: viewer?.hasSession === true && Boolean(petId) })
}

/** The profile photo's thumbnail, if the pet has one. */
export function profilePhotoOf(pet: Pick<PetDetail, 'images' | 'profileImageId'> | undefined): string | null {
  if (!pet?.profileImageId) return null
  return pet.images.find((image) => image.id === pet.profileImageId)?.thumbnailUrl ?? null
}
