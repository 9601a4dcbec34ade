import { vetRecordFileListSchema } from '@pawpulse/domain/vet-record-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petQueryKey } from '#web/lib/pets/query-keys.ts'

/** Under the pet's key, so the AI wizard's save (which refreshes every pet query) shows the new documents. */
export const petDocumentsQueryKey = (userId: string, petId: string) => [...petQueryKey(userId, petId), 'documents'] as const

/** `GET /api/pets/{petId}/documents`: the vet's records the AI wizard kept with the pet. */
export async function getPetDocuments(petId: string, signal?: AbortSignal) {
  return (await apiRequest(`/api/pets/${petId}/documents`, { schema: vetRecordFileListSchema, signal })).records
}

export const petDocumentsQueryOptions = (userId: string, petId: string) =>
  queryOptions({ queryKey: petDocumentsQueryKey(userId, petId), queryFn: ({ signal }) => getPetDocuments(petId, signal) })

export function usePetDocuments(petId: string) {
  const viewer = useViewer()
  return useQuery({ ...petDocumentsQueryOptions(viewer?.userId ?? '', petId), enabled: viewer?.hasSession === true })
}
