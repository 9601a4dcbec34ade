import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { pushPublicKeySchema, pushSubscriptionSchema, pushUnsubscribeQuerySchema } from '@pawpulse/domain/push-api'
import { json, body } from '#server/http/openapi.ts'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { subscribePush, unsubscribePush } from './push-subscriptions'

const tags = ['reminders']
const security = requires.session
const errors = {
  400: json(errorBodySchema, 'Invalid subscription, or an endpoint that is not a browser push service’s'),
  401: json(errorBodySchema, 'No session'),
}

const publicKey = createRoute({
  method: 'get',
  path: '/push/public-key',
  tags,
  security,
  summary: 'The server’s VAPID public key, for the browser’s pushManager.subscribe()',
  responses: { 200: json(pushPublicKeySchema, 'The key (base64url)'), ...errors },
})
const subscribe = createRoute({
  method: 'post',
  path: '/push/subscriptions',
  tags,
  security,
  summary: 'Turn push on for this browser (PushSubscription.toJSON()); the same endpoint again replaces it',
  request: { body: body(pushSubscriptionSchema) },
  responses: { 204: { description: 'Subscribed' }, ...errors },
})
const unsubscribe = createRoute({
  method: 'delete',
  path: '/push/subscriptions',
  tags,
  security,
  summary: 'Turn push off for one of the user’s browsers, by its endpoint (nothing to remove is fine too)',
  request: { query: pushUnsubscribeQuerySchema },
  responses: { 204: { description: 'Unsubscribed' }, ...errors },
})

export const pushRoutes = createRouter()
  .openapi(publicKey, async (c) => {
    await requireUser(c)
    return c.json({ publicKey: c.get('deps').config.vapid.publicKey }, 200)
  })
  .openapi(subscribe, async (c) => {
    const user = await requireUser(c)
    const { database, config } = c.get('deps')
    await subscribePush({ db: database.db, userId: user.id, input: c.req.valid('json'), testOrigins: config.testPushServiceOrigins })
    return c.body(null, 204)
  })
  .openapi(unsubscribe, async (c) => {
    const user = await requireUser(c)
    await unsubscribePush(c.get('deps').database.db, user.id, c.req.valid('query').endpoint)
    return c.body(null, 204)
  })
