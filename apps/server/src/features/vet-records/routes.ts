import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { vetRecordFileListSchema, vetRecordFileSchema } from '@pawpulse/domain/vet-record-api'
import { ACCEPTED_VET_RECORD_TYPES, VET_RECORD_FILE_MESSAGES } from '@pawpulse/domain/vet-record-files'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { vetRecordUploadGuard } from '#server/core/uploads/upload-limit.ts'
import { json } from '#server/http/openapi.ts'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { clientIp } from '#server/http/client-ip.ts'
import type { AppEnv } from '#server/http/env.ts'
import { AppError } from '#server/lib/app-error.ts'
import { consumeRateLimit } from '#server/lib/rate-limit.ts'
import { deleteVetRecord, getVetRecord, listPetDocuments, listVetRecords, readVetRecordFile, uploadVetRecord } from './service'

const tags = ['vet records']
const recordParams = z.object({ recordId: z.uuid({ error: 'Unknown vet record' }) })
const uploadSchema = z.object({
  file: z.instanceof(File, { error: VET_RECORD_FILE_MESSAGES.noFile }).openapi({ type: 'string', format: 'binary' }),
})
const errors = {
  401: json(errorBodySchema, 'No session'),
  404: json(errorBodySchema, 'No such record for this user'),
}
/**
 * The file route names its id `documentId`: once attached, the record is one of the pet's
 * documents, and whoever may read the pet may open it — not only its uploader.
 */
const documentParams = z.object({ documentId: z.uuid({ error: 'Unknown vet record' }) })
const binary = { schema: z.string().openapi({ type: 'string', format: 'binary' }) }

/**
 * Reading a file costs seconds of CPU a page: uploads are counted per address (before the body is
 * read), as feedback is, since a guest session is cheap to make.
 */
export const VET_RECORD_UPLOAD_RATE_LIMIT = { window: 600, max: 60 }
const uploadRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { database } = c.get('deps')
  await consumeRateLimit({ db: database.db, key: `vet-records|${clientIp(c) ?? 'unknown'}`, rule: VET_RECORD_UPLOAD_RATE_LIMIT })
  await next()
}

const upload = createRoute({
  method: 'post',
  path: '/vet-records',
  tags,
  summary: "Upload one vet's record (PDF, JPEG, PNG or WebP, at most 10 MB; guests too); it is read in the background",
  security: requires.session,
  middleware: [uploadRateLimit, vetRecordUploadGuard] as const,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadSchema } } } },
  responses: {
    202: json(vetRecordFileSchema, 'Stored and queued: poll GET /api/vet-records/{recordId} for its progress'),
    400: json(errorBodySchema, 'Not multipart, no file, or not an accepted file (the messages of domain vet-record-files.ts)'),
    401: errors[401],
    409: json(errorBodySchema, 'Too many records waiting to be saved'),
    413: json(errorBodySchema, 'File size exceeds 10MB limit'),
    429: json(errorBodySchema, 'Too many uploads from this address'),
  },
})
const list = createRoute({
  method: 'get',
  path: '/vet-records',
  tags,
  summary: "The user's uploaded records not attached to a pet yet, newest first",
  security: requires.session,
  responses: { 200: json(vetRecordFileListSchema, 'Records'), 401: errors[401] },
})
const getOne = createRoute({
  method: 'get',
  path: '/vet-records/{recordId}',
  tags,
  summary: 'One of the user’s uploads: its status, progress and what was read (the wizard polls it)',
  security: requires.session,
  request: { params: recordParams },
  responses: { 200: json(vetRecordFileSchema, 'The record'), 400: json(errorBodySchema, 'Malformed id'), ...errors },
})
const remove = createRoute({
  method: 'delete',
  path: '/vet-records/{recordId}',
  tags,
  summary: 'Delete one of the user’s uploads and its file',
  security: requires.session,
  request: { params: recordParams },
  responses: { 204: { description: 'Deleted' }, 400: json(errorBodySchema, 'Malformed id'), ...errors },
})
const file = createRoute({
  method: 'get',
  path: '/vet-records/{documentId}/file',
  tags: ['files'],
  summary: 'The original file of a vet record, for its uploader and, once attached, whoever may read the pet',
  security: requires.session,
  request: { params: documentParams },
  responses: {
    200: { description: 'The file', content: Object.fromEntries(ACCEPTED_VET_RECORD_TYPES.map((type) => [type, binary])) },
    400: json(errorBodySchema, 'Malformed id'),
    ...errors,
  },
})

/**
 * A photo (its type proved by its bytes) opens in the browser; a PDF is always a download
 * (decision 059): a PDF opened at the app's own address runs in its origin's PDF viewer, with
 * whatever scripts and forms an uploaded file carries. `filename` in ASCII (anything else becomes
 * `_`, quotes and backslashes too) and `filename*` in UTF-8 (RFC 6266).
 */
const INLINE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp'])
export function contentDisposition(fileName: string, contentType: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  const disposition = INLINE_TYPES.has(contentType) ? 'inline' : 'attachment'
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

export const vetRecordRoutes = createRouter()
  .openapi(
    upload,
    async (c) => {
      const user = await requireUser(c)
      const { database, fileStore, onVetRecordQueued } = c.get('deps')
      const record = await uploadVetRecord({
        db: database.db,
        fileStore,
        log: c.get('log'),
        userId: user.id,
        file: c.req.valid('form').file,
      })
      // The owner waits for it: read now, not at the reader's next idle poll.
      onVetRecordQueued?.()
      return c.json(record, 202)
    },
    // A missing `file` field (or text in its place) gets the upload message, not the generic one.
    (result) => {
      if (!result.success) throw AppError.fromZod(result.error, result.target === 'form' ? VET_RECORD_FILE_MESSAGES.noFile : undefined)
      return undefined
    },
  )
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json({ records: await listVetRecords({ db: c.get('deps').database.db, userId: user.id }) }, 200)
  })
  .openapi(getOne, async (c) => {
    const user = await requireUser(c)
    return c.json(await getVetRecord({ db: c.get('deps').database.db, userId: user.id, recordId: c.req.valid('param').recordId }), 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    const { database, fileStore } = c.get('deps')
    await deleteVetRecord({ db: database.db, fileStore, log: c.get('log'), userId: user.id, recordId: c.req.valid('param').recordId })
    return c.body(null, 204)
  })
  .openapi(file, async (c) => {
    const user = await requireUser(c)
    const { database, fileStore } = c.get('deps')
    const stored = await readVetRecordFile({ db: database.db, fileStore, userId: user.id, recordId: c.req.valid('param').documentId })
    return c.body(new Uint8Array(stored.body), 200, {
      // The type the bytes proved at upload; browsers must not guess another.
      'Content-Type': stored.contentType,
      'X-Content-Type-Options': 'nosniff',
      // A medical record: never in a shared cache, and not kept once the tab is gone.
      'Cache-Control': 'private, no-store',
      'Content-Disposition': contentDisposition(stored.fileName, stored.contentType),
    })
  })

const documents = createRoute({
  method: 'get',
  path: '/pets/{petId}/documents',
  tags,
  summary: "The vet's records kept with the pet (attached when the AI wizard saved), newest first",
  request: { params: petParams },
  responses: { 200: json(vetRecordFileListSchema, 'Documents') },
})

export const petDocumentRoutes = createPetRouter().openapi(documents, async (c) =>
  c.json({ records: await listPetDocuments(c.get('pet')) }, 200),
)
