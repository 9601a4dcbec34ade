import { manufacturerListSchema } from '@pawpulse/domain/treatment-api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** `GET /api/treatments/manufacturers`: the seeded makers and the owner's own. */
export async function getManufacturers(signal?: AbortSignal) {
  return (await apiRequest('/api/treatments/manufacturers', { schema: manufacturerListSchema, signal })).manufacturers
}

export const manufacturersQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['treatment-manufacturers', userId], queryFn: ({ signal }) => getManufacturers(signal) })

export function useManufacturers() {
  const viewer = useViewer()
  return useQuery({ ...manufacturersQueryOptions(viewer?.userId ?? ''), enabled: viewer?.hasSession === true })
}
