import { availableParallelism } from 'node:os'
import { fileTypeFromBuffer } from 'file-type'
import type { Sharp } from 'sharp'
import { AppError } from '#server/lib/app-error.ts'
import { loadSharp } from '#server/lib/sharp.ts'
import { createWorkQueue } from '#server/lib/work-queue.ts'
import {
  ACCEPTED_IMAGE_TYPES,
  type AcceptedImageType,
  exceedsPixelLimit,
  IMAGE_UPLOAD_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
} from '@pawpulse/domain/image-upload'
import { IMAGE_EXTENSIONS } from './image-rules'

export interface ProcessedImage {
  original: { body: Uint8Array; contentType: AcceptedImageType; extension: string; width: number; height: number; byteSize: number }
  thumbnail: { body: Uint8Array; contentType: 'image/webp'; width: number; height: number }
}

/** Stored originals fit inside this box: enough for any screen, far less than a 200 MP phone shot. */
const MAX_DIMENSION = 4096
/** Grid and avatar size; the client scales it down further. */
const THUMBNAIL_DIMENSION = 480

/**
 * Every decode and re-encode (pet photos, feedback screenshots) runs through this queue, one per
 * core: eight large uploads at once wait their turn instead of decoding together and multiplying
 * the memory (docs/decisions/010).
 */
export const imageWork = createWorkQueue(availableParallelism())

/**
 * Checks and re-encodes one uploaded image (docs/product/pets.md#upload-rules-and-messages,
 * docs/decisions/006). The bytes decide: a PNG named photo.jpg is stored as a PNG, a text file
 * named .png is refused. Re-encoding drops every piece of metadata (EXIF with GPS, XMP, ICC;
 * colours are converted to sRGB first) after the EXIF orientation has been applied to the pixels,
 * so a phone photo stays upright and never tells anyone where the pet lives. Animated GIF/WebP keep
 * only their first frame: a photo album, not a player, and one frame bounds the work per upload.
 */
export async function processImageUpload(bytes: Uint8Array): Promise<ProcessedImage> {
  // Size first, so an oversized body is never parsed.
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_UPLOAD_MESSAGES.tooLarge)
  if (bytes.byteLength === 0) throw new AppError('VALIDATION', IMAGE_UPLOAD_MESSAGES.invalidFile)
  const contentType = await detectImageType(bytes)
  if (!contentType) throw new AppError('VALIDATION', IMAGE_UPLOAD_MESSAGES.unsupportedType)
  await checkDimensions(bytes)
  return imageWork.run(() => reencode(bytes, contentType))
}

/** Reads the size from the header alone: too many pixels is refused before any decoding. */
async function checkDimensions(bytes: Uint8Array): Promise<void> {
  const sharp = await loadSharp()
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }))
  if (!width || !height) throw new AppError('VALIDATION', IMAGE_UPLOAD_MESSAGES.unsupportedType)
  if (exceedsPixelLimit(width, height)) throw new AppError('VALIDATION', IMAGE_UPLOAD_MESSAGES.tooManyPixels)
}

async function reencode(bytes: Uint8Array, contentType: AcceptedImageType): Promise<ProcessedImage> {
  const sharp = await loadSharp()
  // limitInputPixels again: a header that understates the frame must not get past the decoder.
  const decoded = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient()
  try {
    const [original, thumbnail] = await Promise.all([
      encodeAs(
        decoded.clone().resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true }),
        contentType,
      ).toBuffer({ resolveWithObject: true }),
      decoded
        .clone()
        .resize({ width: THUMBNAIL_DIMENSION, height: THUMBNAIL_DIMENSION, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    ])
    return {
      original: {
        body: new Uint8Array(original.data),
        contentType,
        extension: IMAGE_EXTENSIONS[contentType],
        width: original.info.width,
        height: original.info.height,
        byteSize: original.data.byteLength,
      },
      thumbnail: {
        body: new Uint8Array(thumbnail.data),
        contentType: 'image/webp',
        width: thumbnail.info.width,
        height: thumbnail.info.height,
      },
    }
  } catch {
    // The header said image but the pixels do not decode (truncated, corrupt, too many pixels):
    // for the owner this is still a file we cannot take.
    throw new AppError('VALIDATION', IMAGE_UPLOAD_MESSAGES.unsupportedType)
  }
}

/** The type the bytes prove, if it is one we accept. APNG is a PNG (same signature and decoder). */
async function detectImageType(bytes: Uint8Array): Promise<AcceptedImageType | undefined> {
  const detected = await fileTypeFromBuffer(bytes)
  const mime = detected?.mime === 'image/apng' ? 'image/png' : detected?.mime
  return ACCEPTED_IMAGE_TYPES.find((type) => type === mime)
}

/** Same format as detected, so the stored type is always the truth about the stored bytes. */
function encodeAs(image: Sharp, contentType: AcceptedImageType): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85 })
    case 'image/png':
      return image.png()
    case 'image/gif':
      return image.gif()
    case 'image/webp':
      return image.webp({ quality: 85 })
  }
}
