import { type PetSummary, petListSchema } from '@pawpulse/domain/pets'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../api-client'
import { PETS_PATH } from '../app-layout-requests'
import { useViewer } from '../auth/viewer'
import { petsQueryKey } from './query-keys'

/** `GET /api/pets`: own and shared pets, newest first. */
export async function getPets(signal?: AbortSignal): Promise<PetSummary[]> {
  return (await apiRequest(PETS_PATH, { schema: petListSchema, signal })).pets
}

/** Keyed by user id: after sign-in (guest data moved to the account) the list is fetched afresh. */
export const petsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: petsQueryKey(userId),
    queryFn: ({ signal }) => getPets(signal),
    meta: { errorToast: { title: 'Error', description: 'Failed to fetch pets. Please refresh the page.' } },
  })

const noPets: PetSummary[] = []

/**
 * The viewer's pets. A local guest (no session: the API was unreachable) has none to fetch, so
 * the list is simply empty for them.
 */
export function usePets() {
  const viewer = useViewer()
  const hasSession = viewer?.hasSession === true
  const query = useQuery({ ...petsQueryOptions(viewer?.userId ?? ''), enabled: hasSession })
  return {
    pets: query.data ?? noPets,
    isLoading: !viewer || (hasSession && query.isPending),
    isError: query.isError,
    isSuccess: query.isSuccess || (viewer !== undefined && !hasSession),
    refetch: query.refetch,
  }
}
