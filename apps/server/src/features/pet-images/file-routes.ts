import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { ACCEPTED_IMAGE_TYPES } from '@pawpulse/domain/image-upload'
import { z } from 'zod'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { readPetImageFile } from './read-file'

const binary = { schema: z.string().openapi({ type: 'string', format: 'binary' }) }

const getPetImageFile = createRoute({
  method: 'get',
  path: '/files/pet-images/{imageId}/{variant}',
  tags: ['files'],
  summary: 'The bytes of a pet photo (the `url` / `thumbnailUrl` of a pet image), for those who may see the pet',
  security: requires.session,
  request: {
    params: z.object({ imageId: z.uuid({ error: 'Unknown image id' }), variant: z.enum(['original', 'thumbnail']) }),
  },
  responses: {
    200: { description: 'The image', content: Object.fromEntries(ACCEPTED_IMAGE_TYPES.map((type) => [type, binary])) },
    400: { description: 'Malformed id or variant', content: { 'application/json': { schema: errorBodySchema } } },
    401: { description: 'No session', content: { 'application/json': { schema: errorBodySchema } } },
    404: { description: 'No such image for this user', content: { 'application/json': { schema: errorBodySchema } } },
  },
})

export const petImageFileRoutes = createRouter().openapi(getPetImageFile, async (c) => {
  const user = await requireUser(c)
  const { database, fileStore } = c.get('deps')
  const { imageId, variant } = c.req.valid('param')
  const file = await readPetImageFile({ db: database.db, fileStore, userId: user.id, imageId, variant })
  return c.body(new Uint8Array(file.body), 200, {
    'Content-Type': file.contentType,
    // Cached for an hour (docs/product/pets.md#how-photos-are-stored-and-served); private because the bytes are access-checked per user.
    'Cache-Control': 'private, max-age=3600',
    // The stored type is the one the pipeline proved; browsers must not guess another.
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
  })
})
