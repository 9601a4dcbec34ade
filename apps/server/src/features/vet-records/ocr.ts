import { join } from 'node:path'
import type { Sharp } from 'sharp'
import type { Worker } from 'tesseract.js'
import { MAX_IMAGE_PIXELS } from '@pawpulse/domain/image-upload'
import { VET_RECORD_FILE_MESSAGES } from '@pawpulse/domain/vet-record-files'
import { AppError } from '#server/lib/app-error.ts'
import { loadSharp } from '#server/lib/sharp.ts'
import { createWorkQueue } from '#server/lib/work-queue.ts'
import { packageDir } from '#server/paths.ts'
import { estimateSkewDegrees } from './deskew'

/**
 * Optical character recognition of one page image: sharp prepares the picture, tesseract.js
 * (WebAssembly, English LSTM model from the `@tesseract.js-data/eng` package) reads it. Nothing is
 * downloaded: the model is read from node_modules, and nothing is cached to disk.
 *
 * One tesseract worker per process, started on first use and reused; pages are read one at a time
 * (`ocrWork`), so two uploads take turns page by page instead of doubling the CPU and memory.
 * `closeOcr()` ends the worker (the server's shutdown calls it).
 */

export interface OcrResult {
  text: string
  /** Tesseract's mean word confidence, 0–1. */
  confidence: number
}

/** Tesseract reads printed text best at about 300 dpi: an A4 page's long side at ~2000–3500 px. */
const LONG_SIDE = 2000
/** Tilts smaller than this are left alone: turning the image costs more than it gains. */
const MIN_DESKEW_DEGREES = 0.3
const PAPER = { r: 255, g: 255, b: 255 }

/** Exported for observability and tests (`maxRunning` stays 1). */
export const ocrWork = createWorkQueue(1)
let worker: Promise<Worker> | undefined

/** Reads an encoded image (JPEG, PNG, WebP…), turned upright by its EXIF orientation first. */
export function ocrEncodedImage(bytes: Uint8Array): Promise<OcrResult> {
  return ocrWork.run(async () =>
    recognize((await loadSharp())(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient()),
  )
}

/** Reads raw pixels (a scanned PDF page's image). */
export function ocrRawImage(image: { pixels: Uint8Array; width: number; height: number; channels: 1 | 3 | 4 }): Promise<OcrResult> {
  const { pixels, width, height, channels } = image
  return ocrWork.run(async () =>
    recognize((await loadSharp())(pixels, { raw: { width, height, channels }, limitInputPixels: MAX_IMAGE_PIXELS })),
  )
}

async function recognize(image: Sharp): Promise<OcrResult> {
  const prepared = await prepare(image).catch(() => {
    throw new AppError('VALIDATION', VET_RECORD_FILE_MESSAGES.unreadableImage)
  })
  const { data } = await (await ocrWorker()).recognize(prepared).catch(async (error: unknown) => {
    // A worker that failed (out of memory in its WebAssembly heap, say) is not trusted again.
    await closeOcr()
    throw error
  })
  return { text: tidyOcrText(data.text), confidence: Math.round(data.confidence) / 100 }
}

/**
 * The confusions of l, I and 1 that OCR makes in the few places the record parser depends on them:
 * a unit after a number (`18.7 1b`), an interval (`ql2h`, or `g12h` for q12h), a frequency (`BlD`,
 * `S1D`); and ß read as B in a German street (`HauptstraBe`). Only there:
 * elsewhere either reading could be right. Blank lines tesseract puts between blocks are kept (the
 * parser skips them); trailing spaces go.
 */
export function tidyOcrText(text: string): string {
  return text
    .replace(/[ \t]+$/gm, '')
    .replace(/(\d) [1I|]b(s?)\b/g, '$1 lb$2')
    .replace(/\bq[lI|](\d)h\b/g, 'q1$1h')
    .replace(/\bg(\d{1,2})h\b/g, 'q$1h')
    .replace(/straBe\b/g, 'straße')
    .replace(/\b([BSTQ])[lI1|]D\b/g, '$1ID')
    .trim()
}

/**
 * Grey, sized for tesseract, the light evened out, stretched to full contrast, lightly sharpened
 * (phone photos are soft); then straightened if tilted. No global threshold: tesseract binarises
 * each region itself once the paper is evenly bright.
 */
async function prepare(image: Sharp): Promise<Buffer> {
  const sharp = await loadSharp()
  const grey = await image
    .greyscale()
    .resize({ width: LONG_SIDE, height: LONG_SIDE, fit: 'inside' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { raw: { width: grey.info.width, height: grey.info.height, channels: 1 as const } }
  const { data, info } = await sharp(await evenLight(grey.data, grey.info.width, grey.info.height), raw)
    .normalise()
    .sharpen({ sigma: 1 })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
  const skew = estimateSkewDegrees(data, info.width, info.height)
  const upright = Math.abs(skew) >= MIN_DESKEW_DEGREES ? sharp(data, raw).rotate(-skew, { background: PAPER }) : sharp(data, raw)
  return upright.png({ compressionLevel: 1 }).toBuffer()
}

/**
 * Evens out the light across a photo (a shadow over one side, a corner darker than the rest): each
 * pixel divided by the paper's brightness around it. Without it tesseract dropped whole blocks of
 * text in the darker part of a page (bench/vet-records: photo F1 0.48 before, 0.96 after).
 */
async function evenLight(pixels: Buffer, width: number, height: number): Promise<Buffer> {
  // The paper's brightness: the brightest pixel of each 40 px block (text is darker than paper),
  // smoothed, then scaled back to the page's size.
  const block = 40
  const small = { width: Math.ceil(width / block), height: Math.ceil(height / block) }
  const brightest = Buffer.alloc(small.width * small.height)
  for (let y = 0; y < height; y++) {
    const row = (y / block) | 0
    for (let x = 0; x < width; x++) {
      const at = row * small.width + ((x / block) | 0)
      const value = pixels[y * width + x]!
      if (value > brightest[at]!) brightest[at] = value
    }
  }
  const sharp = await loadSharp()
  const smoothed = await sharp(brightest, { raw: { ...small, channels: 1 } })
    .blur(1.5)
    .extractChannel(0)
    .raw()
    .toBuffer()
  const paper = await sharp(smoothed, { raw: { ...small, channels: 1 } })
    .resize({ width, height, fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer()
  const even = Buffer.alloc(pixels.length)
  for (let i = 0; i < pixels.length; i++) even[i] = Math.min(255, Math.round((pixels[i]! * 240) / Math.max(16, paper[i]!)))
  return even
}

function ocrWorker(): Promise<Worker> {
  worker ??= startWorker().catch((error: unknown) => {
    worker = undefined
    throw error
  })
  return worker
}

async function startWorker(): Promise<Worker> {
  const { createWorker, OEM, PSM } = await import('tesseract.js')
  const modelPackage = packageDir('@tesseract.js-data/eng')
  const started = await createWorker('eng', OEM.LSTM_ONLY, {
    // The LSTM-only model, the one tesseract.js itself would fetch for OEM.LSTM_ONLY, from the package.
    langPath: join(modelPackage, '4.0.0_best_int'),
    gzip: true,
    cacheMethod: 'none',
  })
  await started.setParameters({
    // A page of a record: columns of text. Keeping the runs of spaces keeps a table's columns apart.
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: '1',
    // The images are sized to about 300 dpi (LONG_SIDE); saying so spares tesseract guessing, and its warning.
    user_defined_dpi: '300',
  })
  return started
}

/** Ends the worker, if one was started; the next read starts a new one. */
export async function closeOcr(): Promise<void> {
  const running = worker
  worker = undefined
  if (running) await (await running.catch(() => undefined))?.terminate()
}
