import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { marketplaceListSchema, marketplaceQuerySchema } from '@pawpulse/domain/marketplace-api'
import { json } from '#server/http/openapi.ts'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { listMarketplace } from './catalogue'

const list = createRoute({
  method: 'get',
  path: '/marketplace',
  tags: ['marketplace'],
  security: requires.session,
  summary:
    "Products and services for the user's pets (guests too): their species, their conditions' entries first, each with why it is shown; filters by pet, category, species and condition",
  request: { query: marketplaceQuerySchema },
  responses: {
    200: json(marketplaceListSchema, 'The catalogue for these pets'),
    400: json(errorBodySchema, 'Unknown filter value'),
    401: json(errorBodySchema, 'No session'),
    404: json(errorBodySchema, 'The pet of `petId` is not one the user may see'),
  },
})

export const marketplaceRoutes = createRouter().openapi(list, async (c) => {
  const user = await requireUser(c)
  return c.json(await listMarketplace({ db: c.get('deps').database.db, userId: user.id, query: c.req.valid('query') }), 200)
})
