import { petTreatmentListSchema } from '@pawpulse/domain/treatment-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'

/** `GET /api/pets/{petId}/treatments`: newest first, with the next due date, status and safety notes. */
export async function getTreatments(petId: string, signal?: AbortSignal) {
  return (await apiRequest(`/api/pets/${petId}/treatments`, { schema: petTreatmentListSchema, signal })).treatments
}

export const treatmentsQueryOptions = (userId: string, petId: string) =>
  queryOptions({ queryKey: healthKey(userId, petId, 'treatments'), queryFn: ({ signal }) => getTreatments(petId, signal) })

export function useTreatments(petId: string) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...treatmentsQueryOptions(userId, petId), enabled: hasSession })
}
