import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'

/** `DELETE /api/vet-records/{id}`: the uploaded file and what was read from it. */
export function deleteVetRecord(id: string) {
  return apiRequest(`/api/vet-records/${id}`, { method: 'DELETE', schema: z.unknown() })
}
