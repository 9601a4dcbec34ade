import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { profileSchema } from '@pawpulse/domain/profile'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { getProfile } from './service'

const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags: ['profile'],
  summary: "The signed-in user's profile (guests included)",
  responses: {
    200: { description: 'The profile', content: { 'application/json': { schema: profileSchema } } },
    401: { description: 'No session', content: { 'application/json': { schema: errorBodySchema } } },
  },
})

export const profileRoutes = createRouter().openapi(getMe, async (c) => {
  const user = await requireUser(c)
  return c.json(await getProfile({ db: c.get('deps').database.db, userId: user.id }), 200)
})
