import { type AcceptedImageType, MAX_IMAGE_BYTES } from '@pawpulse/domain/image-upload'

/** Server-side details of the upload rules; the rules themselves are in packages/domain (image-upload). */

/**
 * A multipart body carries the file plus its part headers and boundaries. This headroom lets a
 * file of exactly MAX_IMAGE_BYTES through the body limit, so the size rule (and its message)
 * is applied to the file itself rather than to the envelope.
 */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024

/** What a stored file of each accepted type is called; also the sharp output format. */
export const IMAGE_EXTENSIONS: Record<AcceptedImageType, 'jpg' | 'png' | 'gif' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
}
