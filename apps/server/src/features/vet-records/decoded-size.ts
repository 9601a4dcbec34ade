import { constants, inflateSync } from 'node:zlib'
import { VET_RECORD_FILE_MESSAGES } from '@pawpulse/domain/vet-record-files'
import { AppError } from '#server/lib/app-error.ts'

/**
 * What a PDF's compressed streams come to once opened, checked before pdfjs opens them
 * (docs/decisions/058). pdfjs inflates a page's content stream whole into a typed array, outside
 * the JavaScript heap a worker's heap limit bounds: a 1 MB upload inflating to 1 GiB of spaces
 * held the server for a minute. Here every FlateDecode stream that is not an image is inflated by
 * zlib with an output cap and thrown away; one that passes the per-stream bound, or all of them
 * together passing the file's, refuses the file with the owner's sentence.
 *
 * Images are left to pdfjs, which decodes only the pixels their size needs and none over 40 MP.
 * Other filters (LZW, RunLength, a chain starting with ASCII85…) are not looked at: the reading
 * process's memory and time limits (document-reader.ts) bound those.
 */

/**
 * A page's content stream: tens of KB for a page of text, a few MB for a page of vector drawing.
 * Fonts and object streams come under the same bound; a subsetted font is well under it.
 */
export const MAX_DECODED_STREAM_BYTES = 16 * 1024 * 1024
/** All of a file's non-image streams together: 30 pages of the above, with room. */
export const MAX_DECODED_FILE_BYTES = 64 * 1024 * 1024

const STREAM_KEYWORD = /stream\r?\n/g
const IMAGE = /\/Subtype\s*\/Image\b/
const FLATE_FIRST = /\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/

export function checkDecodedSize(
  bytes: Uint8Array,
  limits: { stream: number; file: number } = { stream: MAX_DECODED_STREAM_BYTES, file: MAX_DECODED_FILE_BYTES },
): void {
  // Latin-1 keeps one character per byte, so string offsets are byte offsets.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  let total = 0
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    const at = match.index
    // `endstream` matches too (its tail is `stream`): not a stream's start.
    if (text.startsWith('end', at - 3)) continue
    // The stream's dictionary: back to the object's start.
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('obj', at)), at)
    if (IMAGE.test(dictionary) || !FLATE_FIRST.test(dictionary)) continue
    const start = at + match[0].length
    const end = text.indexOf('endstream', start)
    const cap = Math.min(limits.stream, limits.file - total) + 1
    let decoded: number
    try {
      decoded = inflateSync(bytes.subarray(start, end === -1 ? bytes.byteLength : end), {
        maxOutputLength: cap,
        // A truncated stream counts for what it gives.
        finishFlush: constants.Z_SYNC_FLUSH,
      }).byteLength
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new AppError('VALIDATION', VET_RECORD_FILE_MESSAGES.unsafe)
      // Not zlib data after all (pdfjs will refuse it or read around it).
      continue
    }
    total += decoded
    if (decoded > limits.stream || total > limits.file) throw new AppError('VALIDATION', VET_RECORD_FILE_MESSAGES.unsafe)
  }
}
