import { useMutation } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { z } from 'zod'
import { apiRequest, failureMessage } from '#web/lib/api-client.ts'

/** `GET /api/me/export`: everything the account holds, as one JSON document. */
export function exportMyData() {
  return apiRequest('/api/me/export', { schema: z.record(z.string(), z.unknown()) })
}

/** Hands the document to the browser as a file download (docs/product/accounts-and-guests.md#data-export). */
function saveAsFile(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked a moment later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function useExportMyData() {
  return useMutation({
    mutationKey: ['export-my-data'],
    mutationFn: exportMyData,
    onSuccess: (data) => {
      const day = typeof data.exportedAt === 'string' ? data.exportedAt.slice(0, 10) : new Date().toISOString().slice(0, 10)
      saveAsFile(data, `pawpulse-export-${day}.json`)
      toast.success('Download ready', { description: 'Your data has been saved as a JSON file.' })
    },
    onError: (error) => {
      toast.error('Error', { description: failureMessage(error, 'Failed to download your data. Please try again.') })
    },
  })
}
