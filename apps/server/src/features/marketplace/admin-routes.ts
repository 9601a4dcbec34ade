import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { IMAGE_UPLOAD_MESSAGES } from '@pawpulse/domain/image-upload'
import {
  adminMarketplaceEntrySchema,
  adminMarketplaceListSchema,
  marketplaceEntryInputSchema,
  marketplaceEntryUpdateSchema,
} from '@pawpulse/domain/marketplace-api'
import { z } from 'zod'
import { uploadGuard } from '#server/core/uploads/upload-limit.ts'
import { adminErrors, createAdminRouter } from '#server/http/admin-router.ts'
import { body, json } from '#server/http/openapi.ts'
import { requires } from '#server/http/router.ts'
import { AppError } from '#server/lib/app-error.ts'
import { createMarketplaceEntry, listAdminMarketplace, updateMarketplaceEntry } from './admin-catalogue'
import { removeMarketplaceImage, setMarketplaceImage } from './images'

const tags = ['admin']
const params = z.object({ entryId: z.uuid({ error: 'Unknown entry id' }) })
const errors = { ...adminErrors, 400: json(errorBodySchema, 'Invalid fields (each named), or a malformed id') }
const unknownEntry = { 404: json(errorBodySchema, 'No such entry') }
const imageForm = z.object({
  file: z.instanceof(File, { error: IMAGE_UPLOAD_MESSAGES.invalidFile }).openapi({ type: 'string', format: 'binary' }),
})

const list = createRoute({
  method: 'get',
  path: '/admin/marketplace',
  tags,
  security: requires.admin,
  summary: 'Every marketplace entry, hidden ones too, by category and name (admins only)',
  responses: { 200: json(adminMarketplaceListSchema, 'The catalogue'), ...adminErrors },
})
const create = createRoute({
  method: 'post',
  path: '/admin/marketplace',
  tags,
  security: requires.admin,
  summary: 'Add a product or service to the marketplace (admins only)',
  request: { body: body(marketplaceEntryInputSchema) },
  responses: { 201: json(adminMarketplaceEntrySchema, 'Added'), ...errors },
})
const update = createRoute({
  method: 'patch',
  path: '/admin/marketplace/{entryId}',
  tags,
  security: requires.admin,
  summary: 'Change an entry; `{ "hidden": true }` takes it off the marketplace, an empty body changes nothing (admins only)',
  request: { params, body: body(marketplaceEntryUpdateSchema) },
  responses: { 200: json(adminMarketplaceEntrySchema, 'Changed'), ...errors, ...unknownEntry },
})
const putImage = createRoute({
  method: 'put',
  path: '/admin/marketplace/{entryId}/image',
  tags,
  security: requires.admin,
  summary: "Set or replace an entry's picture (JPEG, PNG, GIF or WebP, at most 5 MB; re-encoded without metadata; admins only)",
  middleware: [uploadGuard] as const,
  request: { params, body: { required: true, content: { 'multipart/form-data': { schema: imageForm } } } },
  responses: {
    200: json(adminMarketplaceEntrySchema, 'The entry with its new picture'),
    ...errors,
    ...unknownEntry,
    413: json(errorBodySchema, 'File size exceeds 5MB limit'),
  },
})
const deleteImage = createRoute({
  method: 'delete',
  path: '/admin/marketplace/{entryId}/image',
  tags,
  security: requires.admin,
  summary: "Remove an entry's picture and its files (admins only)",
  request: { params },
  responses: { 204: { description: 'Removed' }, ...errors, ...unknownEntry },
})

export const adminMarketplaceRoutes = createAdminRouter()
  .openapi(list, async (c) => c.json(await listAdminMarketplace({ db: c.get('deps').database.db }), 200))
  .openapi(create, async (c) => c.json(await createMarketplaceEntry({ db: c.get('deps').database.db, input: c.req.valid('json') }), 201))
  .openapi(update, async (c) => {
    const { entryId } = c.req.valid('param')
    return c.json(await updateMarketplaceEntry({ db: c.get('deps').database.db, entryId, input: c.req.valid('json') }), 200)
  })
  .openapi(
    putImage,
    async (c) => {
      const { database, fileStore } = c.get('deps')
      const bytes = new Uint8Array(await c.req.valid('form').file.arrayBuffer())
      const entry = await setMarketplaceImage({
        db: database.db,
        fileStore,
        log: c.get('log'),
        entryId: c.req.valid('param').entryId,
        bytes,
      })
      return c.json(entry, 200)
    },
    // A missing `file` field (or text in its place) gets the upload message, not the generic one.
    (result) => {
      if (!result.success) throw AppError.fromZod(result.error, result.target === 'form' ? IMAGE_UPLOAD_MESSAGES.invalidFile : undefined)
      return undefined
    },
  )
  .openapi(deleteImage, async (c) => {
    const { database, fileStore } = c.get('deps')
    await removeMarketplaceImage({ db: database.db, fileStore, log: c.get('log'), entryId: c.req.valid('param').entryId })
    return c.body(null, 204)
  })
