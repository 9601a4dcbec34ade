import { petImageListSchema } from '@pawpulse/domain/image-upload'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petImagesQueryKey } from '#web/lib/pets/query-keys.ts'

/** `GET /api/pets/{petId}/images`: the pet's photos, newest first. */
export async function getPetImages(petId: string, signal?: AbortSignal) {
  return (await apiRequest(`/api/pets/${petId}/images`, { schema: petImageListSchema, signal })).images
}

export const petImagesQueryOptions = (userId: string, petId: string) =>
  queryOptions({
    queryKey: petImagesQueryKey(userId, petId),
    queryFn: ({ signal }) => getPetImages(petId, signal),
    meta: { errorToast: { title: 'Error', description: 'Failed to fetch pet images. Please try again.' } },
  })

export function usePetImages(petId: string) {
  const viewer = useViewer()
  return useQuery({ ...petImagesQueryOptions(viewer?.userId ?? '', petId), enabled: viewer?.hasSession === true })
}
