import { type VetRecordFile, vetRecordFileSchema } from '@pawpulse/domain/vet-record-api'
import { queryOptions, useQueries } from '@tanstack/react-query'
import { ApiError, apiRequest } from '#web/lib/api-client.ts'

/** While a record is waiting or being read, it is asked about again about every second. */
export const VET_RECORD_POLL_MS = 1_000

export const vetRecordQueryKey = (id: string) => ['vet-records', id] as const

/** `GET /api/vet-records/{id}`: one uploaded record, its progress and, when done, what was read. */
export function getVetRecord(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/vet-records/${id}`, { schema: vetRecordFileSchema, signal })
}

const isBeingRead = (record: VetRecordFile | undefined) => record?.status === 'queued' || record?.status === 'reading'

export const vetRecordQuery = (id: string) =>
  queryOptions({
    queryKey: vetRecordQueryKey(id),
    queryFn: ({ signal }) => getVetRecord(id, signal),
    // A 4xx (the record was removed, or is not this user's) will not change by asking again.
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status >= 400 && query.state.error.status < 500
        ? false
        : query.state.data === undefined || isBeingRead(query.state.data)
          ? VET_RECORD_POLL_MS
          : false,
    // A record being read changes every second; a finished one does not change at all.
    staleTime: (query) => (isBeingRead(query.state.data) ? 0 : Infinity),
  })

/** The draft's records, each polled until it is read or has failed (a reload resumes here). */
export function useVetRecords(ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => vetRecordQuery(id)) })
}
