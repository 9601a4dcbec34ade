import { z } from 'zod'
import { petParams } from '#server/core/pet-router.ts'
import { IMAGE_UPLOAD_MESSAGES } from '@pawpulse/domain/image-upload'

/* Route parameters and the multipart form of the pet images API (body shapes are in the domain). */

export const petImageParams = petParams.extend({ imageId: z.uuid({ error: 'Unknown image id' }) })

/** One image per request (the client uploads several in parallel and retries each: docs/product/pets.md#time-out-and-retries). */
export const petImageUploadSchema = z.object({
  file: z.instanceof(File, { error: IMAGE_UPLOAD_MESSAGES.invalidFile }).openapi({ type: 'string', format: 'binary' }),
})
