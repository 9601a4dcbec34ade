import { healthSchema } from '@pawpulse/domain/health-check'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** `GET /api/health`: the startup connectivity check (spec §7 "select limit 1 as a startup connectivity test"). */
export function getHealth(signal?: AbortSignal) {
  return apiRequest('/api/health', { schema: healthSchema, signal })
}

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => getHealth(signal),
    // A 503 means the database is down; the spec §8 toast says so (the query cache shows it).
    meta: {
      errorToast: { title: 'Network issue', description: 'Unable to reach the database. Some features may be unavailable.' },
    },
  })

export function useHealthCheck() {
  return useQuery(healthQueryOptions())
}
