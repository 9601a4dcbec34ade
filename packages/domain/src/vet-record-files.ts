import { MAX_IMAGE_PIXELS } from './image-upload'

/**
 * What the onboarding wizard accepts as a vet's record (docs/product/vet-records.md#files-it-reads):
 * one module for the server's check (by the file's bytes) and, later, the wizard's drop zone.
 */

/** 10 MB: a clinic portal's PDF is well under it; a phone photo is 2–6 MB. */
export const MAX_VET_RECORD_BYTES = 10 * 1024 * 1024

/**
 * A record longer than this is a clinic's whole history, not what the wizard needs; reading a
 * scanned page costs seconds, so the limit also bounds one upload's work.
 */
export const MAX_VET_RECORD_PAGES = 30

/** The kinds read: PDF (with a text layer or scanned) and phone photos. */
export const ACCEPTED_VET_RECORD_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
export type AcceptedVetRecordType = (typeof ACCEPTED_VET_RECORD_TYPES)[number]

/** How the accepted types read to people. */
export const ACCEPTED_VET_RECORD_TYPE_NAMES = 'PDF, JPEG, PNG or WebP'

/** The server's messages, word for word. */
export const VET_RECORD_FILE_MESSAGES = {
  /** The upload had no file in its `file` field (or was not a multipart form). */
  noFile: 'Choose a file to upload',
  empty: 'The file is empty',
  tooLarge: `File size exceeds ${MAX_VET_RECORD_BYTES / 1024 / 1024}MB limit`,
  unsupportedType: `File type must be ${ACCEPTED_VET_RECORD_TYPE_NAMES}`,
  /** iPhones save HEIC; the image library here decodes only its AV1 cousin (AVIF), not HEVC. */
  heic: 'HEIC photos cannot be read yet: please send the photo as JPEG (on an iPhone, Settings › Camera › Formats › Most Compatible)',
  tooManyPages: `The PDF has more than ${MAX_VET_RECORD_PAGES} pages: please send the pages about this pet only`,
  unreadablePdf: 'The PDF could not be read: it may be damaged or protected by a password',
  unreadableImage: 'The image could not be read',
  tooManyPixels: `The image is too large: please send a photo of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  /**
   * A file that passed the reader's bounds once opened (a compressed page that inflates to far more
   * than a page, a page taking too much memory or time): refused, never retried (docs/decisions/058).
   */
  unsafe:
    'This file could not be read safely: it is too large or malformed once opened. Type the details in yourself, or upload a photo of the paper.',
} as const
