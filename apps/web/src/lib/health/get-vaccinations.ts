import { vaccinationListSchema } from '@pawpulse/domain/vaccination-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../api-client'
import { healthKey, useHealthKeys } from './query-keys'

/** `GET /api/pets/{petId}/vaccinations`: newest first, the latest dose of each vaccine with its status. */
export async function getVaccinations(petId: string, signal?: AbortSignal) {
  return (await apiRequest(`/api/pets/${petId}/vaccinations`, { schema: vaccinationListSchema, signal })).vaccinations
}

export const vaccinationsQueryOptions = (userId: string, petId: string) =>
  queryOptions({ queryKey: healthKey(userId, petId, 'vaccinations'), queryFn: ({ signal }) => getVaccinations(petId, signal) })

export function useVaccinations(petId: string) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...vaccinationsQueryOptions(userId, petId), enabled: hasSession })
}
