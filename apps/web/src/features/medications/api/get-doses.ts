import { doseListSchema } from '@pawpulse/domain/medication-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'

/** `GET …/medications/{id}/doses?days=`: the "dose given" records, newest first. */
export function getDoses(petId: string, medicationId: string, days: number, signal?: AbortSignal) {
  return apiRequest(`/api/pets/${petId}/medications/${medicationId}/doses?days=${days}`, { schema: doseListSchema, signal })
}

/** Under the medications key: a new dose refreshes the list and this history together. */
export const dosesQueryOptions = (userId: string, petId: string, medicationId: string, days: number) =>
  queryOptions({
    queryKey: [...healthKey(userId, petId, 'medications'), 'doses', medicationId, days],
    queryFn: ({ signal }) => getDoses(petId, medicationId, days, signal),
  })

export function useDoses(petId: string, medicationId: string, days: number, isOpen: boolean) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...dosesQueryOptions(userId, petId, medicationId, days), enabled: hasSession && isOpen })
}
