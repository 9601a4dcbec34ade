import { vetRecordFileSchema } from '@pawpulse/domain/vet-record-api'
import { apiRequest } from '#web/lib/api-client.ts'

/** `POST /api/vet-records` (multipart, field `file`): answers 202 at once; the reading happens in the background. */
export function uploadVetRecord(file: File, signal?: AbortSignal) {
  const form = new FormData()
  form.append('file', file)
  return apiRequest('/api/vet-records', { method: 'POST', body: form, schema: vetRecordFileSchema, signal })
}
