import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { ACCEPTED_IMAGE_TYPES } from '@pawpulse/domain/image-upload'
import { z } from 'zod'
import { json } from '#server/http/openapi.ts'
import { createRouter } from '#server/http/router.ts'
import { readMarketplaceImage } from './images'

const binary = { schema: z.string().openapi({ type: 'string', format: 'binary' }) }

const getImage = createRoute({
  method: 'get',
  path: '/files/marketplace/{entryId}/{variant}',
  tags: ['marketplace'],
  summary: "The bytes of a catalogue entry's picture (its `imageUrl`); public, like the maker's page it stands for",
  request: {
    params: z.object({ entryId: z.uuid({ error: 'Unknown entry id' }), variant: z.enum(['original', 'thumbnail']) }),
  },
  responses: {
    200: { description: 'The image', content: Object.fromEntries(ACCEPTED_IMAGE_TYPES.map((type) => [type, binary])) },
    400: json(errorBodySchema, 'Malformed id or variant'),
    404: json(errorBodySchema, 'No such entry, or it has no picture'),
  },
})

export const marketplaceFileRoutes = createRouter().openapi(getImage, async (c) => {
  const { database, fileStore } = c.get('deps')
  const { entryId, variant } = c.req.valid('param')
  const file = await readMarketplaceImage({ db: database.db, fileStore, entryId, variant })
  return c.body(new Uint8Array(file.body), 200, {
    'Content-Type': file.contentType,
    // The address names the upload (`?v=`), so a replaced picture is a new address: a day of caching is safe.
    'Cache-Control': 'public, max-age=86400',
    // The stored type is the one the pipeline proved; browsers must not guess another.
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  })
})
