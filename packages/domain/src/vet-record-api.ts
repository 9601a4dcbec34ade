// The API of the vet's records an owner uploads in the AI wizard (docs/product/vet-records.md).
// One file per upload; each is read in the background and polled for its progress.
import { z } from 'zod'
import { extractedVetRecordSchema } from './vet-record'

/** queued → reading (page N of M) → done, or failed with a sentence saying why. */
export const vetRecordStatuses = ['queued', 'reading', 'done', 'failed'] as const
export type VetRecordStatus = (typeof vetRecordStatuses)[number]

/**
 * `POST /api/vet-records` (multipart, field `file`) answers 202 with this; `GET /api/vet-records`
 * lists the user's, `GET /api/vet-records/{recordId}` one (the wizard polls it while it is read).
 * Only the user who uploaded a record sees it, until it is attached to a pet; then whoever may read
 * the pet does (`GET /api/pets/{petId}/documents`).
 */
export const vetRecordFileSchema = z.object({
  id: z.uuid(),
  /** The name the file had on the owner's device, for the list ("Biscuit-2024.pdf"). */
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(vetRecordStatuses),
  /** While reading: the page being read and how many there are. */
  progress: z.object({ page: z.number().int(), pages: z.number().int() }).nullable(),
  /** When failed: what the owner should know ("The PDF could not be read: …"). */
  error: z.string().nullable(),
  /** Pages read, and how many of them needed OCR (a photo or a scan). */
  pages: z.number().int().nullable(),
  ocrPages: z.number().int().nullable(),
  /** When done: what the reader found (parseVetRecord), to review before anything is saved. */
  record: extractedVetRecordSchema.nullable(),
  /** The pet it was attached to when the wizard saved; null before. */
  petId: z.uuid().nullable(),
  /** The original file, private: `/api/vet-records/{id}/file`. */
  fileUrl: z.string(),
  createdAt: z.string(),
})
export type VetRecordFile = z.infer<typeof vetRecordFileSchema>

export const vetRecordFileListSchema = z.object({ records: z.array(vetRecordFileSchema) })
