import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { petImageSchema } from '@pawpulse/domain/pets'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { AppError } from '../../lib/app-error'
import { IMAGE_UPLOAD_MESSAGES, petImageListSchema, profileImageUpdateSchema } from '@pawpulse/domain/image-upload'
import { uploadGuard } from '../files/upload-limit'
import { petImageParams, petImageUploadSchema } from './schemas'
import { deletePetImage, listPetImages, setProfileImage, uploadPetImage } from './service'
import { json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input, or not an accepted image (spec §5 messages)'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet or image for this user'),
}

const upload = createRoute({
  method: 'post',
  path: '/pets/{petId}/images',
  tags: ['pet images'],
  summary: 'Upload one photo (JPEG, PNG, GIF or WebP, at most 5 MB); re-encoded without metadata',
  middleware: [uploadGuard] as const,
  request: { params: petParams, body: { required: true, content: { 'multipart/form-data': { schema: petImageUploadSchema } } } },
  responses: { 201: json(petImageSchema, 'Stored'), ...errors, 413: json(errorBodySchema, 'File size exceeds 5MB limit') },
})
const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/images',
  tags: ['pet images'],
  summary: "The pet's photos, newest first",
  request: { params: petParams },
  responses: { 200: json(petImageListSchema, 'Photos'), ...errors },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/images/{imageId}',
  tags: ['pet images'],
  summary: 'Delete a photo and its files; a deleted profile photo is replaced by the newest remaining one',
  request: { params: petImageParams },
  responses: { 204: { description: 'Deleted' }, ...errors },
})
const setProfile = createRoute({
  method: 'put',
  path: '/pets/{petId}/profile-image',
  tags: ['pet images'],
  summary: "Choose one of the pet's photos as its profile photo",
  request: { params: petParams, body: { required: true, content: { 'application/json': { schema: profileImageUpdateSchema } } } },
  responses: { 204: { description: 'Profile photo set' }, ...errors },
})

export const petImageRoutes = createRouter()
  .openapi(
    upload,
    async (c) => {
      const user = await requireUser(c)
      const { database, fileStore } = c.get('deps')
      const bytes = new Uint8Array(await c.req.valid('form').file.arrayBuffer())
      const image = await uploadPetImage({ db: database.db, fileStore, log: c.get('log'), userId: user.id, petId: c.req.valid('param').petId, bytes })
      return c.json(image, 201)
    },
    // A missing `file` field (or text in its place) gets the spec §5 message, not the generic one.
    (result) => {
      if (!result.success) throw AppError.fromZod(result.error, result.target === 'form' ? IMAGE_UPLOAD_MESSAGES.invalidFile : undefined)
      return undefined
    },
  )
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    const images = await listPetImages({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId })
    return c.json({ images }, 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    const { database, fileStore } = c.get('deps')
    const { petId, imageId } = c.req.valid('param')
    await deletePetImage({ db: database.db, fileStore, log: c.get('log'), userId: user.id, petId, imageId })
    return c.body(null, 204)
  })
  .openapi(setProfile, async (c) => {
    const user = await requireUser(c)
    const { petId } = c.req.valid('param')
    await setProfileImage({ db: c.get('deps').database.db, userId: user.id, petId, imageId: c.req.valid('json').imageId })
    return c.body(null, 204)
  })
