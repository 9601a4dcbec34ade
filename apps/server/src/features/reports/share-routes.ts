import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { shareCreateSchema, shareListSchema, sharePreviewSchema, shareSchema, shareTokenParams } from '@pawpulse/domain/report-api'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { body, json } from '#server/http/openapi.ts'
import { createRouter, requires } from '#server/http/router.ts'
import { requireAccount } from '#server/http/session.ts'
import { createShare, deleteShare, listShares, previewShare, revokeShare } from './shares'
import type { Context } from 'hono'
import type { AppEnv } from '#server/http/env.ts'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No account'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such link for this user'),
}
const tags = ['report shares']
const shareParams = petParams.extend({ shareId: z.uuid({ error: 'Unknown link id' }) })
const security = requires.account

const create = createRoute({
  method: 'post',
  path: '/pets/{petId}/report-shares',
  tags,
  security,
  summary: 'A link to the report, valid 24 h, 7 or 30 days, or to a date',
  request: { params: petParams, body: body(shareCreateSchema) },
  responses: { 201: json(shareSchema, 'The link') },
})
const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/report-shares',
  tags,
  security,
  summary: 'The pet’s links, newest first, with status, last opened and open count',
  request: { params: petParams },
  responses: { 200: json(shareListSchema, 'Links'), 403: json(errorBodySchema, 'The user may only view this pet') },
})
const revoke = createRoute({
  method: 'post',
  path: '/pets/{petId}/report-shares/{shareId}/revoke',
  tags,
  security,
  summary: 'The link stops working at once',
  request: { params: shareParams },
  responses: { 200: json(shareSchema, 'Revoked') },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/report-shares/{shareId}',
  tags,
  security,
  summary: 'Forget a link (and its access log)',
  request: { params: shareParams },
  responses: { 204: { description: 'Deleted' } },
})
const preview = createRoute({
  method: 'get',
  path: '/my-shared-reports/{shareToken}',
  tags,
  security,
  summary: 'What the link shows, for its owner, in any state',
  request: { params: shareTokenParams },
  responses: { 200: json(sharePreviewSchema, 'The link and its report'), ...errors },
})

const linkContext = <E extends AppEnv>(c: Context<E>) => ({
  secret: c.get('deps').config.authSecret,
  publicUrl: c.get('deps').config.publicUrl,
})

/** A pet's links: the pet router checks the session and the pet first (viewers may not manage links). */
export const petShareRoutes = createPetRouter()
  .openapi(create, async (c) =>
    c.json(await createShare(c.get('pet'), { input: c.req.valid('json'), link: linkContext(c), apiKeyId: c.get('apiKey')?.id }), 201),
  )
  .openapi(list, async (c) => c.json(await listShares(c.get('pet'), { link: linkContext(c) }), 200))
  .openapi(revoke, async (c) =>
    c.json(await revokeShare(c.get('pet'), { shareId: c.req.valid('param').shareId, link: linkContext(c) }), 200),
  )
  .openapi(remove, async (c) => {
    await deleteShare(c.get('pet'), c.req.valid('param').shareId)
    return c.body(null, 204)
  })

/** The owner's preview by the link's token: the service finds its pet and checks the user may manage it. */
export const shareRoutes = createRouter().openapi(preview, async (c) => {
  const user = await requireAccount(c)
  return c.json(
    await previewShare({ db: c.get('deps').database.db, userId: user.id, token: c.req.valid('param').shareToken, link: linkContext(c) }),
    200,
  )
})
