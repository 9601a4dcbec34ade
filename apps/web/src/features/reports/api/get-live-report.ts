import type { ReportSection } from '@pawpulse/domain/report'
import { reportModelSchema } from '@pawpulse/domain/report-model'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petQueryKey } from '#web/lib/pets/query-keys.ts'

/** The range the live page asks for: the last n days, or two dates. */
export type LiveRange = { days: number } | { from: string; to: string }

export function liveReportQueryString(range: LiveRange, sections: readonly ReportSection[]) {
  const params = new URLSearchParams('days' in range ? { days: String(range.days) } : { from: range.from, to: range.to })
  params.set('sections', sections.join(','))
  return params.toString()
}

/** `GET /api/pets/{petId}/report`: the live report model. */
export function getLiveReport(petId: string, query: string, signal?: AbortSignal) {
  return apiRequest(`/api/pets/${petId}/report?${query}`, { schema: reportModelSchema, signal })
}

/** "Always current": refetched whenever the page is opened (stale at once), unlike the other health reads. */
export function useLiveReport(petId: string, range: LiveRange, sections: readonly ReportSection[]) {
  const viewer = useViewer()
  const query = liveReportQueryString(range, sections)
  return useQuery({
    queryKey: [...petQueryKey(viewer?.userId ?? '', petId), 'report', query],
    queryFn: ({ signal }) => getLiveReport(petId, query, signal),
    enabled: viewer?.hasSession === true && sections.length > 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })
}
