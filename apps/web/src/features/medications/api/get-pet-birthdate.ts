import { petDetailSchema } from '@pawpulse/domain/pets'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petQueryKey } from '#web/lib/pets/query-keys.ts'

/**
 * The pet's birthdate, which the vaccination form's suggestion needs (the pet list has none): read
 * from `GET /api/pets/{petId}` under the pet page's own key, so it shares that cache. Null when unknown.
 */
export function usePetBirthdate(petId: string): string | null {
  const viewer = useViewer()
  const pet = useQuery({
    queryKey: petQueryKey(viewer?.userId ?? '', petId),
    queryFn: ({ signal }) => apiRequest(`/api/pets/${petId}`, { schema: petDetailSchema, signal }),
    enabled: viewer?.hasSession === true,
  })
  return pet.data?.birthdate ?? null
}
