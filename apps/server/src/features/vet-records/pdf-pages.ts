import { join } from 'node:path'
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api'
import { MAX_IMAGE_PIXELS } from '@pawpulse/domain/image-upload'
import { packageDir } from '#server/paths.ts'
import { linesFromRuns, type TextRun } from './text-lines'

/**
 * A PDF's pages through pdfjs (legacy build: Node 20). Two things are read from a page: its text
 * layer, as lines, and — for a scanned page — the picture it is made of. pdfjs can draw a page
 * only onto a canvas, which Node has only through a native package; a scanned page is one image
 * drawn over the page, so its own pixels are taken instead (docs/decisions/026).
 */

const pdfjsDir = packageDir('pdfjs-dist')

type Pdfjs = typeof PdfjsModule
let pdfjs: Promise<Pdfjs> | undefined
/**
 * pdfjs is loaded with the first PDF, not at start: it is about 17 MB of memory and a good part of
 * a start that should take under a second (docs/decisions/032).
 */
const loadPdfjs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'))

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument, VerbosityLevel } = await loadPdfjs()
  return getDocument({
    // pdfjs takes ownership of (detaches) the buffer it is given: a copy keeps the caller's intact.
    data: new Uint8Array(bytes),
    // Fonts and character maps from the package itself, never fetched.
    standardFontDataUrl: `${join(pdfjsDir, 'standard_fonts')}/`,
    cMapUrl: `${join(pdfjsDir, 'cmaps')}/`,
    cMapPacked: true,
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    // A larger image is not decoded at all (the page then reads as blank), as for uploaded photos.
    maxImageSize: MAX_IMAGE_PIXELS,
    verbosity: VerbosityLevel.ERRORS,
  }).promise
}

/** The page's text layer as lines (see text-lines.ts). */
export async function pageTextLines(page: PDFPageProxy): Promise<string[]> {
  const content = await page.getTextContent()
  const runs: TextRun[] = []
  for (const item of content.items) {
    if (!('str' in item)) continue
    const [a, b, c, d, x, y] = item.transform as number[]
    runs.push({ text: item.str, x: x!, y: y!, width: item.width, size: Math.hypot(c!, d!) || Math.hypot(a!, b!) })
  }
  return linesFromRuns(runs)
}

export interface PageImage {
  /** Raw pixels, `channels` bytes each, row by row. */
  pixels: Uint8Array
  width: number
  height: number
  channels: 1 | 3 | 4
}

/**
 * The largest image painted on the page, as raw pixels — a scanner's page is one such image.
 * Undefined when the page paints none.
 */
export async function largestPageImage(page: PDFPageProxy): Promise<PageImage | undefined> {
  const { ImageKind, OPS } = await loadPdfjs()
  const operators = await page.getOperatorList()
  const names = new Set<string>()
  operators.fnArray.forEach((fn, i) => {
    if (fn === OPS.paintImageXObject) names.add((operators.argsArray[i] as [string])[0])
  })
  let largest: PdfjsImage | undefined
  for (const name of names) {
    const image = await objectOf(page, name)
    if (image?.data && (!largest || image.width * image.height > largest.width * largest.height)) largest = image
  }
  return largest && toPageImage(largest, ImageKind)
}

interface PdfjsImage {
  width: number
  height: number
  kind: number
  data?: Uint8Array | Uint8ClampedArray
}

function objectOf(page: PDFPageProxy, name: string): Promise<PdfjsImage | undefined> {
  // An image shared by several pages (a letterhead) lives in the document's objects.
  const objects = name.startsWith('g_') ? page.commonObjs : page.objs
  return new Promise((resolve) => objects.get(name, (image: PdfjsImage | undefined) => resolve(image)))
}

function toPageImage({ width, height, kind, data }: PdfjsImage, ImageKind: Pdfjs['ImageKind']): PageImage | undefined {
  if (!data) return undefined
  if (kind === ImageKind.RGB_24BPP)
    return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height, channels: 3 }
  if (kind === ImageKind.RGBA_32BPP)
    return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width, height, channels: 4 }
  if (kind === ImageKind.GRAYSCALE_1BPP) {
    // One bit a pixel, rows padded to whole bytes; a set bit is white (as pdfjs draws it).
    const rowBytes = (width + 7) >> 3
    const pixels = new Uint8Array(width * height)
    for (let row = 0; row < height; row++)
      for (let column = 0; column < width; column++)
        pixels[row * width + column] = data[row * rowBytes + (column >> 3)]! & (0x80 >> (column & 7)) ? 255 : 0
    return { pixels, width, height, channels: 1 }
  }
  return undefined
}
