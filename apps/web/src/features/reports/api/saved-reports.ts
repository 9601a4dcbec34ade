import { z } from 'zod'
import { savedReportListSchema, savedReportSchema, type SavedReportInput, type SavedReportUpdate } from '@pawpulse/domain/report-api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { petQueryKey } from '#web/lib/pets/query-keys.ts'

const savedKey = (userId: string, petId: string) => [...petQueryKey(userId, petId), 'saved-reports'] as const

/** `GET /api/pets/{petId}/saved-reports`: the pet's saved custom reports, newest first. */
export function useSavedReports(petId: string) {
  const viewer = useViewer()
  return useQuery({
    queryKey: savedKey(viewer?.userId ?? '', petId),
    queryFn: ({ signal }) => apiRequest(`/api/pets/${petId}/saved-reports`, { schema: savedReportListSchema, signal }),
    enabled: viewer?.hasSession === true,
  })
}

/** `GET /api/pets/{petId}/saved-reports/{reportId}`: one saved report, to open it. */
export function useSavedReport(petId: string, reportId: string) {
  const viewer = useViewer()
  return useQuery({
    queryKey: [...savedKey(viewer?.userId ?? '', petId), reportId],
    queryFn: ({ signal }) => apiRequest(`/api/pets/${petId}/saved-reports/${reportId}`, { schema: savedReportSchema, signal }),
    enabled: viewer?.hasSession === true,
  })
}

function useInvalidateSaved(petId: string) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return () => queryClient.invalidateQueries({ queryKey: savedKey(userId, petId) })
}

export function useCreateSavedReport(petId: string) {
  const invalidate = useInvalidateSaved(petId)
  return useMutation({
    mutationFn: (input: SavedReportInput) =>
      apiRequest(`/api/pets/${petId}/saved-reports`, { method: 'POST', body: input, schema: savedReportSchema }),
    onSuccess: async (saved) => {
      toast.success('Report saved', { description: saved.name })
      await invalidate()
    },
  })
}

export function useUpdateSavedReport(petId: string, reportId: string) {
  const invalidate = useInvalidateSaved(petId)
  return useMutation({
    mutationFn: (input: SavedReportUpdate) =>
      apiRequest(`/api/pets/${petId}/saved-reports/${reportId}`, { method: 'PATCH', body: input, schema: savedReportSchema }),
    onSuccess: async () => {
      toast.success('Report updated')
      await invalidate()
    },
  })
}

export function useDuplicateSavedReport(petId: string) {
  const invalidate = useInvalidateSaved(petId)
  return useMutation({
    mutationFn: (reportId: string) =>
      apiRequest(`/api/pets/${petId}/saved-reports/${reportId}/duplicate`, { method: 'POST', body: {}, schema: savedReportSchema }),
    onSuccess: async (copy) => {
      toast.success('Report duplicated', { description: copy.name })
      await invalidate()
    },
    onError: (error) =>
      toast.error('Error', { description: failureMessage(error, 'The report could not be duplicated. Please try again.') }),
  })
}

export function useDeleteSavedReport(petId: string) {
  const invalidate = useInvalidateSaved(petId)
  return useMutation({
    mutationFn: (reportId: string) => apiRequest(`/api/pets/${petId}/saved-reports/${reportId}`, { method: 'DELETE', schema: z.unknown() }),
    onSuccess: async () => {
      toast.success('Report deleted')
      await invalidate()
    },
    onError: (error) => toast.error('Error', { description: failureMessage(error, 'The report could not be deleted. Please try again.') }),
  })
}
