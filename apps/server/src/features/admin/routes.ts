import { createRoute } from '@hono/zod-openapi'
import { adminUserListSchema } from '@pawpulse/domain/admin'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { z } from 'zod'
import { createRouter } from '../../http/router'
import { requireAdmin } from '../../http/session'
import { listUsers } from './service'

const errors = {
  401: { description: 'No session', content: { 'application/json': { schema: errorBodySchema } } },
  403: { description: 'Not an admin', content: { 'application/json': { schema: errorBodySchema } } },
}

const getUsers = createRoute({
  method: 'get',
  path: '/admin/users',
  tags: ['admin'],
  summary: 'Accounts, newest first (admins only)',
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(200).default(50),
      offset: z.coerce.number().int().min(0).default(0),
    }),
  },
  responses: {
    200: { description: 'Accounts', content: { 'application/json': { schema: adminUserListSchema } } },
    ...errors,
  },
})

const router = createRouter()
// The role is checked before anything else, validation included, so a non-admin learns nothing
// about these routes (tested for every documented admin path).
router.use('/admin/*', async (c, next) => {
  await requireAdmin(c)
  await next()
})

export const adminRoutes = router.openapi(getUsers, async (c) => {
  const { limit, offset } = c.req.valid('query')
  return c.json(await listUsers({ db: c.get('deps').database.db, limit, offset }), 200)
})
