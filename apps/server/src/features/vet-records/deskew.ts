/**
 * The small tilt of a phone photo of paper, found by the projection-profile method: rotate the
 * dark pixels' positions by candidate angles and keep the angle whose row histogram is sharpest
 * (text lines fall into few rows, the gaps between them into empty ones). Tesseract's own page
 * orientation detection needs the `osd` model, which the English model does not include, and trying
 * angles through OCR costs seconds each; this costs milliseconds (docs/decisions/026).
 */

/** Tilts beyond this are not photos of a page held roughly straight; left to the OCR as they are. */
const MAX_DEGREES = 6
/** Dark pixels sampled at most: enough for a page of text, cheap for every angle. */
const MAX_POINTS = 30_000

/**
 * The angle in degrees (clockwise positive, as sharp's `rotate` turns) by which the text is tilted
 * in a greyscale image of `width` × `height` (one byte a pixel, dark text on light paper).
 * 0 when the image holds too little dark to tell.
 */
export function estimateSkewDegrees(pixels: Uint8Array, width: number, height: number): number {
  const points = darkPoints(pixels, width, height)
  if (points.length < 200) return 0
  let best = 0
  let bestScore = profileScore(points, 0, width, height)
  const search = (from: number, to: number, step: number) => {
    for (let angle = from; angle <= to + 1e-9; angle += step) {
      const score = profileScore(points, angle, width, height)
      if (score > bestScore) [best, bestScore] = [angle, score]
    }
  }
  search(-MAX_DEGREES, MAX_DEGREES, 0.5)
  const coarse = best
  search(coarse - 0.4, coarse + 0.4, 0.1)
  return Math.round(best * 10) / 10
}

function darkPoints(pixels: Uint8Array, width: number, height: number): Float64Array {
  let dark = 0
  for (const value of pixels) if (value < 110) dark++
  // Keep every n-th dark pixel so the work stays bounded on dense pages.
  const every = Math.max(1, Math.ceil(dark / MAX_POINTS))
  const points = new Float64Array(Math.ceil(dark / every) * 2)
  let seen = 0
  let count = 0
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (pixels[y * width + x]! < 110 && seen++ % every === 0) {
        points[count++] = x
        points[count++] = y
      }
  return points.subarray(0, count)
}

/** Sum of squared differences between neighbouring rows of the histogram: high when lines are sharp. */
function profileScore(points: Float64Array, degrees: number, width: number, height: number): number {
  const radians = (degrees * Math.PI) / 180
  const sin = Math.sin(radians)
  const cos = Math.cos(radians)
  // Turned by up to MAX_DEGREES, a pixel moves up or down by at most a tenth of the width.
  const margin = Math.ceil(width * 0.11) + 1
  const rows = new Float64Array(height + 2 * margin)
  for (let i = 0; i < points.length; i += 2) {
    // The row this pixel would fall into once the image is turned back by `degrees`.
    const row = Math.round(points[i + 1]! * cos - points[i]! * sin) + margin
    if (row >= 0 && row < rows.length) rows[row]!++
  }
  let score = 0
  for (let row = 1; row < rows.length; row++) score += (rows[row]! - rows[row - 1]!) ** 2
  return score
}
