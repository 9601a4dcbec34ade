import type { ReportRange, ReportSection } from '@pawpulse/domain/report'
import { shareListSchema, sharePreviewSchema, shareSchema } from '@pawpulse/domain/report-api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { ApiError, apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petQueryKey } from '#web/lib/pets/query-keys.ts'

export type ShareRequest = { sections: ReportSection[]; range: ReportRange; note: string | null; savedReportId?: string } & (
  { expiresIn: '24h' | '7d' | '30d' } | { expiresOn: string }
)

const sharesKey = (userId: string, petId: string) => [...petQueryKey(userId, petId), 'report-shares'] as const

/** `GET /api/pets/{petId}/report-shares`: the pet's links with their status and openings. */
export function useShares(petId: string) {
  const viewer = useViewer()
  return useQuery({
    queryKey: sharesKey(viewer?.userId ?? '', petId),
    queryFn: ({ signal }) => apiRequest(`/api/pets/${petId}/report-shares`, { schema: shareListSchema, signal }),
    enabled: viewer?.hasSession === true && viewer.role !== 'guest',
    // Openings happen elsewhere (the vet's browser): always ask again.
    staleTime: 0,
  })
}

export function useCreateShare(petId: string) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationFn: (input: ShareRequest) =>
      apiRequest(`/api/pets/${petId}/report-shares`, { method: 'POST', body: input, schema: shareSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(userId, petId) }),
  })
}

export function useRevokeShare(petId: string) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationFn: (shareId: string) =>
      apiRequest(`/api/pets/${petId}/report-shares/${shareId}/revoke`, { method: 'POST', body: {}, schema: shareSchema }),
    onSuccess: () => {
      toast.success('Link revoked', { description: 'It stopped working at once.' })
      return queryClient.invalidateQueries({ queryKey: sharesKey(userId, petId) })
    },
    onError: (error) => toast.error('Error', { description: failureMessage(error, 'The link could not be revoked. Please try again.') }),
  })
}

/** `GET /api/my-shared-reports/{token}`: the owner's preview of a link, whatever its state. */
export function useSharePreview(token: string) {
  const viewer = useViewer()
  return useQuery({
    queryKey: [...petQueryKey(viewer?.userId ?? '', 'preview'), token],
    queryFn: ({ signal }) => apiRequest(`/api/my-shared-reports/${encodeURIComponent(token)}`, { schema: sharePreviewSchema, signal }),
    enabled: viewer?.hasSession === true,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    staleTime: 0,
  })
}
