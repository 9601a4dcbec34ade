import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { petListSchema } from '@pawpulse/domain/pets'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { listPets } from './list-pets'

const getPets = createRoute({
  method: 'get',
  path: '/pets',
  tags: ['pets'],
  summary: "The user's pets and the pets shared with them, newest first",
  responses: {
    200: { description: 'Pets', content: { 'application/json': { schema: petListSchema } } },
    401: { description: 'No session', content: { 'application/json': { schema: errorBodySchema } } },
  },
})

export const petRoutes = createRouter().openapi(getPets, async (c) => {
  const user = await requireUser(c)
  return c.json({ pets: await listPets({ db: c.get('deps').database.db, userId: user.id }) }, 200)
})
