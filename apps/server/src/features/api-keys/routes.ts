import { createRoute } from '@hono/zod-openapi'
import { apiKeyCreateSchema, apiKeyListSchema, createdApiKeySchema } from '@pawpulse/domain/api-keys-api'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { textSchema } from '@pawpulse/domain/text'
import { z } from 'zod'
import { body, json } from '#server/http/openapi.ts'
import { createRouter, requires } from '#server/http/router.ts'
import { requireAccount } from '#server/http/session.ts'
import { createApiKey, listApiKeys, revokeApiKey } from './service'

// Keys are managed with a session only (`requires.account` lists no API key scheme): a key can
// never list, make or revoke keys, however it was scoped (decision 029).
const tags = ['api keys']

const list = createRoute({
  method: 'get',
  path: '/me/api-keys',
  tags,
  security: requires.account,
  summary: 'My personal API keys, newest first (never their secrets)',
  responses: { 200: json(apiKeyListSchema, 'The keys') },
})

const create = createRoute({
  method: 'post',
  path: '/me/api-keys',
  tags,
  security: requires.account,
  summary: 'Create a personal API key for some of my pets; the answer holds its secret, this once',
  request: {
    body: body(apiKeyCreateSchema, {
      name: 'Kitchen tablet',
      petIds: ['0b7e2f64-1c4d-4a8e-9f3b-5d6a7c8e9f10'],
      access: 'read_write',
      expiresOn: '2027-06-30',
    }),
  },
  responses: {
    201: json(createdApiKeySchema, 'The key, and its secret (shown only now)'),
    403: json(errorBodySchema, 'A pet I may only view'),
    404: json(errorBodySchema, 'A pet I cannot see'),
    409: json(errorBodySchema, 'Too many keys already'),
  },
})

const revoke = createRoute({
  method: 'delete',
  path: '/me/api-keys/{keyId}',
  tags,
  security: requires.account,
  summary: 'Revoke one of my API keys: it stops working at once',
  request: { params: z.object({ keyId: textSchema() }) },
  responses: { 204: { description: 'Revoked' } },
})

export const apiKeyRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireAccount(c)
    return c.json({ keys: await listApiKeys({ db: c.get('deps').database.db, userId: user.id }) }, 200)
  })
  .openapi(create, async (c) => {
    const user = await requireAccount(c)
    return c.json(await createApiKey({ db: c.get('deps').database.db, userId: user.id, input: c.req.valid('json') }), 201)
  })
  .openapi(revoke, async (c) => {
    const user = await requireAccount(c)
    await revokeApiKey({ db: c.get('deps').database.db, userId: user.id, keyId: c.req.valid('param').keyId })
    return c.body(null, 204)
  })
