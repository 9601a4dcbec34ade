import { conditionListSchema } from '@pawpulse/domain/condition-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'

/** `GET /api/pets/{petId}/conditions`: current and resolved, newest first. */
export function getConditions(petId: string, signal?: AbortSignal) {
  return apiRequest(`/api/pets/${petId}/conditions`, { schema: conditionListSchema, signal })
}

export const conditionsQueryOptions = (userId: string, petId: string) =>
  queryOptions({ queryKey: healthKey(userId, petId, 'conditions'), queryFn: ({ signal }) => getConditions(petId, signal) })

export function useConditions(petId: string) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...conditionsQueryOptions(userId, petId), enabled: hasSession && petId !== '' })
}
