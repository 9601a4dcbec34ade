import type { Species } from '@pawpulse/domain/pets'
import type { TreatmentType } from '@pawpulse/domain/parasite-products'
import { treatmentProductListSchema } from '@pawpulse/domain/treatment-api'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

export interface ProductFilter {
  species: Species
  type?: TreatmentType | undefined
  manufacturer?: string | undefined
}

/** `GET /api/treatments/products?species=&type=&manufacturer=`: seeded products and the owner's own. */
export async function getTreatmentProducts(filter: ProductFilter, signal?: AbortSignal) {
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])))
  return (await apiRequest(`/api/treatments/products?${query}`, { schema: treatmentProductListSchema, signal })).products
}

/** Keyed by user: the list holds the user's own brands. */
export const treatmentProductsQueryOptions = (userId: string, filter: ProductFilter) =>
  queryOptions({ queryKey: ['treatment-products', userId, filter], queryFn: ({ signal }) => getTreatmentProducts(filter, signal) })

export function useTreatmentProducts(filter: ProductFilter) {
  const viewer = useViewer()
  return useQuery({
    ...treatmentProductsQueryOptions(viewer?.userId ?? '', filter),
    enabled: viewer?.hasSession === true,
    placeholderData: keepPreviousData,
  })
}
