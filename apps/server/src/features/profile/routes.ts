import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { profileSchema } from '@pawpulse/domain/profile'
import { profileUpdateSchema } from '@pawpulse/domain/profile-input'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { getProfile, updateProfile } from './service'

const getMe = createRoute({
  method: 'get',
  path: '/me',
  tags: ['profile'],
  summary: "The signed-in user's profile (guests included)",
  security: requires.session,
  responses: {
    200: { description: 'The profile', content: { 'application/json': { schema: profileSchema } } },
    401: { description: 'No session', content: { 'application/json': { schema: errorBodySchema } } },
  },
})

const patchMe = createRoute({
  method: 'patch',
  path: '/me',
  tags: ['profile'],
  summary: "Update the signed-in user's profile: the fields sent change; an empty body changes nothing",
  security: requires.session,
  request: { body: { required: true, content: { 'application/json': { schema: profileUpdateSchema } } } },
  responses: {
    200: { description: 'The updated profile', content: { 'application/json': { schema: profileSchema } } },
    400: { description: 'Invalid fields', content: { 'application/json': { schema: errorBodySchema } } },
    401: { description: 'No session', content: { 'application/json': { schema: errorBodySchema } } },
  },
})

export const profileRoutes = createRouter()
  .openapi(getMe, async (c) => {
    const user = await requireUser(c)
    return c.json(await getProfile({ db: c.get('deps').database.db, userId: user.id }), 200)
  })
  .openapi(patchMe, async (c) => {
    // Guests may fill in owner onboarding too; it moves with them when they sign up.
    const user = await requireUser(c)
    const input = c.req.valid('json')
    return c.json(await updateProfile({ db: c.get('deps').database.db, userId: user.id, input }), 200)
  })
