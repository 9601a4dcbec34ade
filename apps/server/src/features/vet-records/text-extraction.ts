import { fileTypeFromBuffer } from 'file-type'
import { exceedsPixelLimit } from '@pawpulse/domain/image-upload'
import {
  ACCEPTED_VET_RECORD_TYPES,
  type AcceptedVetRecordType,
  MAX_VET_RECORD_BYTES,
  MAX_VET_RECORD_PAGES,
  VET_RECORD_FILE_MESSAGES as MESSAGES,
} from '@pawpulse/domain/vet-record-files'
import { AppError } from '#server/lib/app-error.ts'
import { loadSharp } from '#server/lib/sharp.ts'
import { checkDecodedSize } from './decoded-size'
import { ocrEncodedImage, ocrRawImage } from './ocr'
import { largestPageImage, openPdf, pageTextLines } from './pdf-pages'

/**
 * The text of a vet's record, page by page, from the file the owner uploaded — offline: nothing is
 * downloaded at run time (docs/product/vet-records.md#files-it-reads, docs/decisions/026).
 *
 *   const { pages } = await extractText({ bytes, contentType }, { onProgress })
 *   parseVetRecord(pages.map((page) => page.text).join('\n\n'), { country })
 *
 * - A PDF's pages are read from their text layer, as lines (a table keeps its columns two spaces
 *   apart, as the parser expects). A page with (almost) no text is a scan: the image it is made of
 *   is read by OCR.
 * - A photo (JPEG, PNG, WebP) is turned upright by its EXIF orientation, straightened if tilted a
 *   few degrees, and read by OCR: one page.
 * - `source` says how a page was read; `confidence` is the OCR's mean word confidence (0–1), null
 *   for a text layer, which is exact.
 * - `onProgress({ stage: 'reading', page, pages })` before each page is read.
 * - Refused with an AppError: empty (VALIDATION), over 10 MB (PAYLOAD_TOO_LARGE), any other kind of
 *   file — the bytes decide, not `contentType` — or HEIC, a damaged or encrypted PDF, more than 30
 *   pages, an image over the pixel limit (VALIDATION); the messages are the domain's
 *   VET_RECORD_FILE_MESSAGES.
 *
 * OCR runs one page at a time per process on one reused worker (ocr.ts; `closeOcr()` on shutdown).
 * The server never calls this on its own thread: the background job reads each file in a child
 * process with memory and time limits (document-reader.ts, docs/decisions/058). Refused there too,
 * with MESSAGES.unsafe: a compressed stream that opens to more than a page should
 * (decoded-size.ts), a page with more than MAX_PAGE_TEXT_CHARACTERS of text.
 */

export interface ExtractedPage {
  /** 1-based. */
  number: number
  text: string
  source: 'text-layer' | 'ocr'
  confidence: number | null
}

export interface ExtractedText {
  pages: ExtractedPage[]
}

export interface ExtractionProgress {
  stage: 'reading'
  page: number
  pages: number
}

export interface ExtractTextOptions {
  onProgress?: (progress: ExtractionProgress) => void
}

/** Fewer visible characters than this on a page: a scan (perhaps with a stamped page number). */
const MIN_TEXT_LAYER_CHARACTERS = 20
/**
 * A dense A4 page in small print is 10–20 thousand characters; a page with more text than this is
 * not a vet's record but a file built to be expensive: refused (docs/decisions/058).
 */
export const MAX_PAGE_TEXT_CHARACTERS = 100_000

export async function extractText(
  file: { bytes: Uint8Array; contentType?: string },
  { onProgress = () => {} }: ExtractTextOptions = {},
): Promise<ExtractedText> {
  const { bytes } = file
  const type = await checkVetRecordFile(bytes)
  if (type === 'application/pdf') return readPdf(bytes, onProgress)
  onProgress({ stage: 'reading', page: 1, pages: 1 })
  const { text, confidence } = await ocrEncodedImage(bytes)
  return { pages: [{ number: 1, text, source: 'ocr', confidence }] }
}

/**
 * What an upload is, by its bytes, before it is stored: the same refusals as `extractText` (size,
 * empty, kind, HEIC, an image's pixel limit from its header), without reading any text.
 */
export async function checkVetRecordFile(bytes: Uint8Array): Promise<AcceptedVetRecordType> {
  if (bytes.byteLength > MAX_VET_RECORD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.tooLarge)
  if (bytes.byteLength === 0) throw new AppError('VALIDATION', MESSAGES.empty)
  const type = await detectType(bytes)
  if (type !== 'application/pdf') await checkImage(bytes)
  return type
}

async function detectType(bytes: Uint8Array): Promise<AcceptedVetRecordType> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime
  if (detected === 'image/heic' || detected === 'image/heif') throw new AppError('VALIDATION', MESSAGES.heic)
  const accepted = ACCEPTED_VET_RECORD_TYPES.find((type) => type === detected)
  if (!accepted) throw new AppError('VALIDATION', MESSAGES.unsupportedType)
  return accepted
}

/** The size from the header alone: too many pixels is refused before anything is decoded. */
async function checkImage(bytes: Uint8Array): Promise<void> {
  const sharp = await loadSharp()
  // The header only: with sharp's own pixel limit on, a 50,000 × 50,000 photo was "could not be
  // read" instead of "too large", which tells the owner what to do.
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }))
  if (!width || !height) throw new AppError('VALIDATION', MESSAGES.unreadableImage)
  if (exceedsPixelLimit(width, height)) throw new AppError('VALIDATION', MESSAGES.tooManyPixels)
}

async function readPdf(bytes: Uint8Array, onProgress: (progress: ExtractionProgress) => void): Promise<ExtractedText> {
  // Before pdfjs inflates anything: a compressed stream that opens to far more than a page is refused.
  checkDecodedSize(bytes)
  const document = await openPdf(bytes).catch(() => {
    throw new AppError('VALIDATION', MESSAGES.unreadablePdf)
  })
  try {
    const pages = document.numPages
    if (pages > MAX_VET_RECORD_PAGES) throw new AppError('VALIDATION', MESSAGES.tooManyPages)
    const read: ExtractedPage[] = []
    for (let number = 1; number <= pages; number++) {
      onProgress({ stage: 'reading', page: number, pages })
      // A page pdfjs cannot make sense of (a dictionary nested past its stack, say) is a damaged
      // file: refused, not tried again.
      const damaged = () => {
        throw new AppError('VALIDATION', MESSAGES.unreadablePdf)
      }
      const page = await document.getPage(number).catch(damaged)
      try {
        const text = (await pageTextLines(page).catch(damaged)).join('\n')
        if (text.length > MAX_PAGE_TEXT_CHARACTERS) throw new AppError('VALIDATION', MESSAGES.unsafe)
        const image = text.replace(/\s/g, '').length < MIN_TEXT_LAYER_CHARACTERS ? await largestPageImage(page) : undefined
        if (image) read.push({ number, source: 'ocr', ...(await ocrRawImage(image)) })
        else read.push({ number, text, source: 'text-layer', confidence: null })
      } finally {
        page.cleanup()
      }
    }
    return { pages: read }
  } finally {
    await document.destroy()
  }
}
