import { createRoute } from '@hono/zod-openapi'
import { adminUserListSchema } from '@pawpulse/domain/admin'
import { z } from 'zod'
import { requires } from '#server/http/router.ts'
import { adminErrors, createAdminRouter } from '#server/http/admin-router.ts'
import { listUsers } from './service'

const getUsers = createRoute({
  method: 'get',
  path: '/admin/users',
  tags: ['admin'],
  security: requires.admin,
  summary: 'Accounts, newest first (admins only)',
  request: {
    query: z.object({
      limit: z.coerce.number().int().min(1).max(200).default(50),
      offset: z.coerce.number().int().min(0).default(0),
    }),
  },
  responses: {
    200: { description: 'Accounts', content: { 'application/json': { schema: adminUserListSchema } } },
    ...adminErrors,
  },
})

export const adminRoutes = createAdminRouter().openapi(getUsers, async (c) => {
  const { limit, offset } = c.req.valid('query')
  return c.json(await listUsers({ db: c.get('deps').database.db, limit, offset }), 200)
})
