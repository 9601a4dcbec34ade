import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { feedbackFiltersSchema, feedbackListSchema, feedbackSchema, feedbackStatusUpdateSchema } from '@pawpulse/domain/feedback'
import { ACCEPTED_IMAGE_TYPES } from '@pawpulse/domain/image-upload'
import { z } from 'zod'
import { requires } from '#server/http/router.ts'
import { adminErrors, createAdminRouter } from '#server/http/admin-router.ts'
import { getFeedback, listFeedback, readFeedbackScreenshot, updateFeedbackStatus } from './feedback-review'
import { json } from '#server/http/openapi.ts'

const params = z.object({ id: z.uuid({ error: 'Unknown feedback id' }) })
const errors = {
  ...adminErrors,
  400: json(errorBodySchema, 'Malformed id or filter'),
  404: json(errorBodySchema, 'No such feedback'),
}
const binary = { schema: z.string().openapi({ type: 'string', format: 'binary' }) }

const list = createRoute({
  method: 'get',
  path: '/admin/feedback',
  tags: ['admin'],
  security: requires.admin,
  summary: 'Feedback by severity (blocking, major, moderate, minor), then newest; filter by type, severity, status (admins only)',
  request: { query: feedbackFiltersSchema },
  responses: { 200: json(feedbackListSchema, 'Feedback'), ...errors },
})
const detail = createRoute({
  method: 'get',
  path: '/admin/feedback/{id}',
  tags: ['admin'],
  security: requires.admin,
  summary: 'One feedback with its full description (admins only)',
  request: { params },
  responses: { 200: json(feedbackSchema, 'Feedback'), ...errors },
})
const setStatus = createRoute({
  method: 'patch',
  path: '/admin/feedback/{id}',
  tags: ['admin'],
  security: requires.admin,
  summary: 'Set the review status: new, in progress or resolved (admins only); an empty body changes nothing',
  request: { params, body: { required: true, content: { 'application/json': { schema: feedbackStatusUpdateSchema } } } },
  responses: { 200: json(feedbackSchema, 'Updated'), ...errors },
})
const screenshot = createRoute({
  method: 'get',
  path: '/admin/feedback/{id}/screenshot',
  tags: ['admin'],
  security: requires.admin,
  summary: "The feedback's screenshot; stored privately and served to admins only",
  request: { params },
  responses: {
    200: { description: 'The image', content: Object.fromEntries(ACCEPTED_IMAGE_TYPES.map((type) => [type, binary])) },
    ...errors,
  },
})

export const adminFeedbackRoutes = createAdminRouter()
  .openapi(list, async (c) => c.json(await listFeedback({ db: c.get('deps').database.db, filters: c.req.valid('query') }), 200))
  .openapi(detail, async (c) => c.json(await getFeedback({ db: c.get('deps').database.db, id: c.req.valid('param').id }), 200))
  .openapi(setStatus, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updateFeedbackStatus({ db: c.get('deps').database.db, id, status: c.req.valid('json').status }), 200)
  })
  .openapi(screenshot, async (c) => {
    const { database, fileStore } = c.get('deps')
    const file = await readFeedbackScreenshot({ db: database.db, fileStore, id: c.req.valid('param').id })
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      // Private: only admins may see it, and a shared cache must never keep it.
      'Cache-Control': 'private, max-age=3600',
      // The stored type is the one the image pipeline proved; browsers must not guess another.
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    })
  })
