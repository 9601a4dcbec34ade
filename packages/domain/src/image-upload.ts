import { z } from 'zod'
import { petImageSchema } from './pets'

/**
 * The image upload rules (docs/product/pets.md#upload-rules-and-messages), one module for the
 * server's check (by the file's bytes) and the client's drop zones (pet photos, later the feedback
 * screenshot).
 */

/** Max image size 5,242,880 bytes (5 MB). */
export const MAX_IMAGE_BYTES = 5_242_880

/**
 * The most pixels an image may have. A 5 MB PNG of one colour can claim 100 megapixels and more,
 * and decoding it costs hundreds of megabytes and over a second. Phones save 12–24 MP photos by
 * default; their 48–200 MP modes make JPEGs well above the 5 MB limit anyway. Checked from the
 * header, before anything is decoded (docs/decisions/010).
 */
export const MAX_IMAGE_PIXELS = 40_000_000

/** Whether an image of `width` × `height` is over MAX_IMAGE_PIXELS. */
export function exceedsPixelLimit(width: number, height: number): boolean {
  return width * height > MAX_IMAGE_PIXELS
}

/** The only accepted types. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number]

/** The server's messages, word for word. */
export const IMAGE_UPLOAD_MESSAGES = {
  invalidFile: 'Invalid file object provided',
  tooLarge: 'File size exceeds 5MB limit',
  unsupportedType: 'File type not supported',
  /** The pixel limit's message, worded like the size message. */
  tooManyPixels: `Image exceeds ${MAX_IMAGE_PIXELS / 1_000_000} megapixel limit`,
} as const

/** `PUT /api/pets/{petId}/profile-image`. */
export const profileImageUpdateSchema = z.object({ imageId: z.uuid({ error: 'Unknown image id' }) })

/** `GET /api/pets/{petId}/images`, newest first. */
export const petImageListSchema = z.object({ images: z.array(petImageSchema) })

/** How the accepted types read to people: 'JPEG, PNG, GIF or WebP'. */
export const ACCEPTED_IMAGE_TYPE_NAMES = 'JPEG, PNG, GIF or WebP'

/** The drop zone's rejection codes (react-dropzone's ErrorCode values). */
export const dropRejectionCodes = ['file-invalid-type', 'file-too-large', 'file-too-small', 'too-many-files'] as const
export type DropRejectionCode = (typeof dropRejectionCodes)[number]

/**
 * Drop-zone messages: file-invalid-type 'File type must be …' (the accepted types),
 * too-many-files 'Too many files'; file-too-large and file-too-small in the same plain words.
 * An unknown code (a newer library) falls back to its own message, then a generic one.
 */
export function dropRejectionMessage(code: string, fallback?: string, maxFiles?: number): string {
  switch (code) {
    case 'file-invalid-type':
      return `File type must be ${ACCEPTED_IMAGE_TYPE_NAMES}`
    case 'file-too-large':
      return 'File is larger than 5 MB'
    case 'file-too-small':
      return 'File is empty'
    case 'too-many-files':
      return maxFiles ? `Too many files: choose at most ${maxFiles} at a time` : 'Too many files'
    default:
      return fallback || 'This file cannot be used'
  }
}
