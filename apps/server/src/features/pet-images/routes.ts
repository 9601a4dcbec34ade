import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { IMAGE_UPLOAD_MESSAGES, petImageListSchema, profileImageUpdateSchema } from '@pawpulse/domain/image-upload'
import { petImageSchema } from '@pawpulse/domain/pets'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { uploadGuard } from '#server/core/uploads/upload-limit.ts'
import { body, json } from '#server/http/openapi.ts'
import { AppError } from '#server/lib/app-error.ts'
import { petImageParams, petImageUploadSchema } from './schemas'
import { deletePetImage, listPetImages, setProfileImage, uploadPetImage } from './service'

const tags = ['pet images']

const upload = createRoute({
  method: 'post',
  path: '/pets/{petId}/images',
  tags,
  summary: 'Upload one photo (JPEG, PNG, GIF or WebP, at most 5 MB); re-encoded without metadata',
  middleware: [uploadGuard] as const,
  request: { params: petParams, body: { required: true, content: { 'multipart/form-data': { schema: petImageUploadSchema } } } },
  responses: {
    201: json(petImageSchema, 'Stored'),
    400: json(errorBodySchema, 'Not multipart, or not an accepted image (the upload messages of the product pages)'),
    413: json(errorBodySchema, 'File size exceeds 5MB limit'),
  },
})
const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/images',
  tags,
  summary: "The pet's photos, newest first",
  request: { params: petParams },
  responses: { 200: json(petImageListSchema, 'Photos') },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/images/{imageId}',
  tags,
  summary: 'Delete a photo and its files; a deleted profile photo is replaced by the newest remaining one',
  request: { params: petImageParams },
  responses: { 204: { description: 'Deleted' } },
})
const setProfile = createRoute({
  method: 'put',
  path: '/pets/{petId}/profile-image',
  tags,
  summary: "Choose one of the pet's photos as its profile photo",
  request: { params: petParams, body: body(profileImageUpdateSchema) },
  responses: { 204: { description: 'Profile photo set' } },
})

export const petImageRoutes = createPetRouter()
  .openapi(
    upload,
    async (c) => {
      const bytes = new Uint8Array(await c.req.valid('form').file.arrayBuffer())
      const image = await uploadPetImage(c.get('pet'), { fileStore: c.get('deps').fileStore, log: c.get('log'), bytes })
      return c.json(image, 201)
    },
    // A missing `file` field (or text in its place) gets the upload message, not the generic one.
    (result) => {
      if (!result.success) throw AppError.fromZod(result.error, result.target === 'form' ? IMAGE_UPLOAD_MESSAGES.invalidFile : undefined)
      return undefined
    },
  )
  .openapi(list, async (c) => c.json({ images: await listPetImages(c.get('pet')) }, 200))
  .openapi(remove, async (c) => {
    const { imageId } = c.req.valid('param')
    await deletePetImage(c.get('pet'), { fileStore: c.get('deps').fileStore, log: c.get('log'), imageId })
    return c.body(null, 204)
  })
  .openapi(setProfile, async (c) => {
    await setProfileImage(c.get('pet'), c.req.valid('json').imageId)
    return c.body(null, 204)
  })
