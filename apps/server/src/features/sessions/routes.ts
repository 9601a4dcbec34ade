import { createRoute } from '@hono/zod-openapi'
import { accountSessionListSchema, revokeOtherSessionsResultSchema } from '@pawpulse/domain/account-sessions'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { textSchema } from '@pawpulse/domain/text'
import { z } from 'zod'
import { createRouter, requires } from '#server/http/router.ts'
import { listAccountSessions, revokeAccountSession, revokeOtherAccountSessions } from './service'

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } })
const errors = { 401: error('No account session') }

const list = createRoute({
  method: 'get',
  path: '/me/sessions',
  tags: ['account'],
  security: requires.account,
  summary: 'The devices signed in to my account',
  responses: {
    200: {
      description: 'Newest first; `isCurrent` marks this device',
      content: { 'application/json': { schema: accountSessionListSchema } },
    },
    ...errors,
  },
})

const revoke = createRoute({
  method: 'delete',
  path: '/me/sessions/{sessionId}',
  tags: ['account'],
  security: requires.account,
  summary: 'Sign one other device out',
  request: { params: z.object({ sessionId: textSchema().min(1) }) },
  responses: {
    204: { description: 'Signed out' },
    400: error('The session of this device (use sign-out)'),
    404: error('No such session of mine'),
    ...errors,
  },
})

const revokeOthers = createRoute({
  method: 'post',
  path: '/me/sessions/revoke-others',
  tags: ['account'],
  security: requires.account,
  summary: 'Sign out every device but this one',
  responses: {
    200: { description: 'How many were signed out', content: { 'application/json': { schema: revokeOtherSessionsResultSchema } } },
    ...errors,
  },
})

export const sessionRoutes = createRouter()
  .openapi(list, async (c) => {
    return c.json({ sessions: await listAccountSessions({ auth: c.get('auth'), headers: c.req.raw.headers }) }, 200)
  })
  .openapi(revoke, async (c) => {
    await revokeAccountSession({ auth: c.get('auth'), headers: c.req.raw.headers, sessionId: c.req.valid('param').sessionId })
    return c.body(null, 204)
  })
  .openapi(revokeOthers, async (c) => {
    return c.json({ revoked: await revokeOtherAccountSessions({ auth: c.get('auth'), headers: c.req.raw.headers }) }, 200)
  })
