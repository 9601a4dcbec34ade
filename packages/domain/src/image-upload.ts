import { z } from 'zod'
import { petImageSchema } from './pets'

/** Spec §9: max image size 5,242,880 bytes (5 MB); shared by the server check and the drop zone. */
export const MAX_IMAGE_BYTES = 5_242_880

/** Spec §5: the only accepted types. The server decides by the bytes, never by name or header. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number]

/** Spec §5: the user-facing messages, word for word. */
export const IMAGE_UPLOAD_MESSAGES = {
  invalidFile: 'Invalid file object provided',
  tooLarge: 'File size exceeds 5MB limit',
  unsupportedType: 'File type not supported',
} as const

/** `PUT /api/pets/{petId}/profile-image`. */
export const profileImageUpdateSchema = z.object({ imageId: z.uuid({ error: 'Unknown image id' }) })

/** `GET /api/pets/{petId}/images`, newest first. */
export const petImageListSchema = z.object({ images: z.array(petImageSchema) })
