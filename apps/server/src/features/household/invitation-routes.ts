import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { invitationSchema } from '@pawpulse/domain/household'
import { textSchema } from '@pawpulse/domain/text'
import { z } from 'zod'
import { createRouter, requires } from '#server/http/router.ts'
import { requireAccount } from '#server/http/session.ts'
import { acceptInvitation, getInvitation } from './invitation-service'

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } })
// Any string: a malformed token is as unknown as a wrong one (404), the bound only stops abuse.
const params = z.object({ token: textSchema().min(1).max(200) })
const acceptedSchema = z.object({ petIds: z.array(z.uuid()) })

const getInvitationRoute = createRoute({
  method: 'get',
  path: '/invitations/{token}',
  tags: ['household'],
  summary: 'What an invitation offers, before accepting (no session needed)',
  request: { params },
  responses: {
    200: { description: 'The invitation', content: { 'application/json': { schema: invitationSchema } } },
    404: error('Unknown, used, expired or revoked'),
  },
})

const acceptInvitationRoute = createRoute({
  method: 'post',
  path: '/invitations/{token}/accept',
  tags: ['household'],
  summary: 'Accept with the account that has the invited e-mail address',
  security: requires.account,
  request: { params },
  responses: {
    200: { description: 'The pets now shared', content: { 'application/json': { schema: acceptedSchema } } },
    400: error('The owner’s own invitation'),
    401: error('No account (guests included)'),
    403: error('Signed in with another e-mail address'),
    404: error('Unknown, used, expired or revoked'),
  },
})

export const invitationRoutes = createRouter()
  .openapi(getInvitationRoute, async (c) => {
    // The answer names people and pets: it must not outlive the link in a shared cache.
    c.header('Cache-Control', 'no-store')
    return c.json(await getInvitation({ db: c.get('deps').database.db, token: c.req.valid('param').token }), 200)
  })
  .openapi(acceptInvitationRoute, async (c) => {
    const user = await requireAccount(c)
    const token = c.req.valid('param').token
    return c.json(await acceptInvitation({ db: c.get('deps').database.db, user, token }), 200)
  })
