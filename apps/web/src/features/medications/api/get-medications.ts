import { medicationListSchema } from '@pawpulse/domain/medication-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'

/** `GET /api/pets/{petId}/medications`: current and past, with the next dose due. */
export function getMedications(petId: string, signal?: AbortSignal) {
  return apiRequest(`/api/pets/${petId}/medications`, { schema: medicationListSchema, signal })
}

export const medicationsQueryOptions = (userId: string, petId: string) =>
  queryOptions({ queryKey: healthKey(userId, petId, 'medications'), queryFn: ({ signal }) => getMedications(petId, signal) })

export function useMedications(petId: string) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...medicationsQueryOptions(userId, petId), enabled: hasSession })
}
