import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { feedbackReceiptSchema } from '@pawpulse/domain/feedback'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '#server/http/env.ts'
import { createRouter } from '#server/http/router.ts'
import { currentUser } from '#server/http/session.ts'
import { AppError } from '#server/lib/app-error.ts'
import { consumeRateLimit } from '#server/lib/rate-limit.ts'
import { clientIp } from '#server/http/client-ip.ts'
import { isMultipart, uploadBodyLimit } from '#server/core/uploads/upload-limit.ts'
import { feedbackFormSchema } from './schemas'
import { createFeedback } from './service'
import { json } from '#server/http/openapi.ts'

/** Answers a request that is not multipart before up to 5 MB are read (the app skips its JSON limit here). */
const feedbackUploadGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isMultipart(c.req.header('content-type'))) {
    throw new AppError('VALIDATION', 'Send feedback as multipart/form-data.')
  }
  // Guests may send feedback with a 5 MB screenshot: counted per address before the body is read.
  const { database, config } = c.get('deps')
  await consumeRateLimit({ db: database.db, key: `feedback|${clientIp(c) ?? 'unknown'}`, rule: config.feedbackRateLimit })
  return uploadBodyLimit(c, next)
}

const sendFeedback = createRoute({
  method: 'post',
  path: '/feedback',
  tags: ['feedback'],
  summary: 'Send feedback from the feedback button, with an optional screenshot (guests too)',
  middleware: [feedbackUploadGuard] as const,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: feedbackFormSchema } } } },
  responses: {
    201: json(feedbackReceiptSchema, 'Stored'),
    400: json(errorBodySchema, 'Invalid fields, or a screenshot that is not an accepted image'),
    413: json(errorBodySchema, 'File size exceeds 5MB limit'),
    429: json(errorBodySchema, 'Too many feedback messages from this address'),
  },
})

export const feedbackRoutes = createRouter().openapi(sendFeedback, async (c) => {
  const user = await currentUser(c)
  const { database, fileStore } = c.get('deps')
  const { screenshot, ...input } = c.req.valid('form')
  const receipt = await createFeedback({
    db: database.db,
    fileStore,
    log: c.get('log'),
    // The user, or none for a guest (an anonymous session is a guest too).
    userId: user && !user.isAnonymous ? user.id : null,
    input,
    screenshot,
  })
  return c.json(receipt, 201)
})
