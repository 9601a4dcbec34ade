import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '#server/http/env.ts'
import { AppError } from '#server/lib/app-error.ts'
import { IMAGE_UPLOAD_MESSAGES } from '@pawpulse/domain/image-upload'
import { MAX_VET_RECORD_BYTES, VET_RECORD_FILE_MESSAGES } from '@pawpulse/domain/vet-record-files'
import { UPLOAD_BODY_LIMIT } from './image-rules'

/** Routes that take a file (up to 5 MB) instead of a JSON body. */
const UPLOAD_ROUTES: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/pets\/[^/]+\/images$/ },
  // Feedback with its optional screenshot; guests may send it too.
  { method: 'POST', path: /^\/api\/feedback$/ },
  // A marketplace entry's picture (admins only: the admin router checks the role before the body is read).
  { method: 'PUT', path: /^\/api\/admin\/marketplace\/[^/]+\/image$/ },
  // A vet's record for the AI wizard (up to 10 MB; guests too).
  { method: 'POST', path: /^\/api\/vet-records$/ },
]

/** app.ts skips its 1 MB JSON limit for these; their routes apply `uploadBodyLimit` instead. */
export function isUploadRequest(method: string, path: string): boolean {
  return UPLOAD_ROUTES.some((route) => route.method === method && route.path.test(path))
}

/** The upload body limit alone, for upload routes with checks of their own (feedback). */
export const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_UPLOAD_MESSAGES.tooLarge)
  },
})

/**
 * Runs before the multipart body is read (and after the session and access checks of the pet
 * router): a request that is not multipart at all is answered before up to 5 MB are buffered.
 */
export const uploadGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isMultipart(c.req.header('content-type'))) {
    throw new AppError('VALIDATION', IMAGE_UPLOAD_MESSAGES.invalidFile)
  }
  return uploadBodyLimit(c, next)
}

export function isMultipart(contentType: string | undefined): boolean {
  return /^multipart\/form-data\b/i.test(contentType ?? '')
}

/** A vet's record: 10 MB of file plus room for the multipart envelope (the file itself is checked again by its bytes). */
const vetRecordBodyLimit = bodyLimit({
  maxSize: MAX_VET_RECORD_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', VET_RECORD_FILE_MESSAGES.tooLarge)
  },
})

/** Like `uploadGuard`, for a vet's record: not multipart → 400 before anything is read; over 10 MB → 413. */
export const vetRecordUploadGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isMultipart(c.req.header('content-type'))) {
    throw new AppError('VALIDATION', VET_RECORD_FILE_MESSAGES.noFile)
  }
  return vetRecordBodyLimit(c, next)
}
