// Motion of the chest between two frames (docs/decisions/035-camera-breath-counting.md): the region
// is cut into a grid of blocks and each block's shift is estimated by Lucas–Kanade (the frame
// difference projected onto the image gradient, solved for one x/y shift per block). A fur texture
// moves with the flank, so its shift follows the breath whatever the light level; the mean
// brightness alone barely changes on a uniform coat.

export interface Region {
  x: number
  y: number
  width: number
  height: number
}

export interface BlockGrid {
  columns: number
  rows: number
}

/** About 24 px blocks, at least 2×2 and at most 6×6: enough to tell chest from belly, cheap at 15 fps. */
export function blockGrid(region: Region): BlockGrid {
  const fit = (size: number) => Math.min(6, Math.max(2, Math.round(size / 24)))
  return { columns: fit(region.width), rows: fit(region.height) }
}

/** The region inside a width×height frame, whole pixels, at least 8×8 (or the frame). */
export function clampRegion(region: Region | undefined, width: number, height: number): Region {
  if (!region) return { x: 0, y: 0, width, height }
  const x = Math.max(0, Math.min(width - 8, Math.round(region.x)))
  const y = Math.max(0, Math.min(height - 8, Math.round(region.y)))
  return {
    x,
    y,
    width: Math.max(8, Math.min(width - x, Math.round(region.width))),
    height: Math.max(8, Math.min(height - y, Math.round(region.height))),
  }
}

/** The region cut out of a grey frame and smoothed by a 3×3 box (sensor noise is per pixel). */
export function smoothedRegion(gray: Uint8Array, frameWidth: number, region: Region): Float32Array {
  const { x: rx, y: ry, width: w, height: h } = region
  const rows = new Float32Array(w * h)
  const frameHeight = gray.length / frameWidth
  for (let y = 0; y < h; y++) {
    const fy = ry + y
    for (let x = 0; x < w; x++) {
      let s = 0
      for (let dy = -1; dy <= 1; dy++) {
        const yy = Math.min(frameHeight - 1, Math.max(0, fy + dy)) * frameWidth
        for (let dx = -1; dx <= 1; dx++) s += gray[yy + Math.min(frameWidth - 1, Math.max(0, rx + x + dx))]!
      }
      rows[y * w + x] = s / 9
    }
  }
  return rows
}

export interface FrameMotion {
  /** Shift of each block since the previous frame, pixels: [dx0, dy0, dx1, dy1, …]. */
  shifts: Float64Array
  /**
   * How far the region's content moved, pixels: the frame difference's size over the gradient's
   * (the "normal flow"). Breathing moves a flank under a pixel a frame; a pet getting up or a
   * camera knocked moves it several.
   */
  speed: number
  /** Mean brightness of the region, 0..255. */
  brightness: number
  /** Mean gradient size of the region: how much texture there is to follow. */
  texture: number
}

/**
 * Lucas–Kanade per block between `previous` and `current` (both from smoothedRegion). The
 * difference's mean is taken out per block first: a light changing evenly is not a movement.
 */
export function measureMotion(previous: Float32Array, current: Float32Array, region: Region, grid: BlockGrid): FrameMotion {
  const { width: w, height: h } = region
  const blocks = grid.columns * grid.rows
  const sums = new Float64Array(blocks * 9) // n, It, Ixx, Iyy, Ixy, Ixt, Iyt, Ix, Iy
  let brightness = 0
  let gradient = 0
  let difference = 0
  let differenceSum = 0
  let count = 0
  for (let y = 1; y < h - 1; y++) {
    const row = Math.min(grid.rows - 1, Math.floor((y * grid.rows) / h))
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x
      const ix = (current[i + 1]! - current[i - 1]! + previous[i + 1]! - previous[i - 1]!) / 4
      const iy = (current[i + w]! - current[i - w]! + previous[i + w]! - previous[i - w]!) / 4
      const it = current[i]! - previous[i]!
      const b = (row * grid.columns + Math.min(grid.columns - 1, Math.floor((x * grid.columns) / w))) * 9
      sums[b]! += 1
      sums[b + 1]! += it
      sums[b + 2]! += ix * ix
      sums[b + 3]! += iy * iy
      sums[b + 4]! += ix * iy
      sums[b + 5]! += ix * it
      sums[b + 6]! += iy * it
      sums[b + 7]! += ix
      sums[b + 8]! += iy
      brightness += current[i]!
      gradient += ix * ix + iy * iy
      difference += it * it
      differenceSum += it
      count++
    }
  }
  const shifts = new Float64Array(blocks * 2)
  for (let k = 0; k < blocks; k++) {
    const [n = 0, t = 0, xx = 0, yy = 0, xy = 0, xt0 = 0, yt0 = 0, sx = 0, sy = 0] = sums.subarray(k * 9, k * 9 + 9)
    if (n === 0) continue
    // Σ Ix·(It − mean It) = Σ Ix·It − mean It · Σ Ix.
    const meanT = t / n
    const xt = xt0 - meanT * sx
    const yt = yt0 - meanT * sy
    // A little damping keeps a block with little texture from answering with a wild shift.
    const damping = 1e-3 * (xx + yy) + 1e-6 * n
    const a = xx + damping
    const d = yy + damping
    const det = a * d - xy * xy
    if (det <= 0) continue
    shifts[2 * k] = -(d * xt - xy * yt) / det
    shifts[2 * k + 1] = -(a * yt - xy * xt) / det
  }
  const meanDifference = count ? differenceSum / count : 0
  const variance = count ? difference / count - meanDifference * meanDifference : 0
  return {
    shifts,
    speed: gradient > 0 ? Math.sqrt(Math.max(0, variance) / (gradient / count)) : 0,
    brightness: count ? brightness / count : 0,
    texture: count ? Math.sqrt(gradient / count) : 0,
  }
}
