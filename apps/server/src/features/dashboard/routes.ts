import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { dashboardSchema } from '@pawpulse/domain/dashboard-api'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { getDashboard } from './service'
import { json, petParams } from '../../http/openapi'


const read = createRoute({
  method: 'get',
  path: '/pets/{petId}/dashboard',
  tags: ['dashboard'],
  summary: 'Latest breathing with its assessment, conditions, what is due, latest symptoms, weight trend, quick actions',
  request: { params: petParams },
  responses: {
    200: json(dashboardSchema, 'The dashboard of the pet'),
    400: json(errorBodySchema, 'Invalid pet id'),
    401: json(errorBodySchema, 'No session'),
    404: json(errorBodySchema, 'No such pet for this user'),
  },
})

export const dashboardRoutes = createRouter().openapi(read, async (c) => {
  const user = await requireUser(c)
  return c.json(await getDashboard({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId }), 200)
})
