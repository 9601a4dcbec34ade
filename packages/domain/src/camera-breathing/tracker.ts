// Where each block of the region is now, relative to a reference frame (inverse compositional
// Lucas–Kanade, translation only; docs/decisions/035-camera-breath-counting.md). Measuring against
// a reference rather than adding up frame-to-frame shifts keeps the sensor's noise from
// accumulating into a random walk, whose slow wander lands right in the breathing band.
import type { BlockGrid, Region } from './motion.ts'

/** Frames after which the current frame becomes the reference (the light and the fur drift). */
const REFERENCE_FRAMES = 150
/** A block this far from the reference re-references at once: beyond it Lucas–Kanade loses hold. */
const REFERENCE_REACH = 2.5
const ITERATIONS = 2

interface Block {
  pixels: Int32Array
  /** The reference's gradient at each pixel, and the inverse of their 2×2 normal matrix. */
  gx: Float32Array
  gy: Float32Array
  inverse: [number, number, number] | null
}

export interface BlockTracker {
  /** The blocks' positions [x0, y0, x1, y1, …] in pixels since the first frame, after this frame. */
  track(current: Float32Array): Float64Array
}

export function createBlockTracker(region: Region, grid: BlockGrid): BlockTracker {
  const { width: w, height: h } = region
  const count = grid.columns * grid.rows
  const members: number[][] = Array.from({ length: count }, () => [])
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const row = Math.min(grid.rows - 1, Math.floor((y * grid.rows) / h))
      const column = Math.min(grid.columns - 1, Math.floor((x * grid.columns) / w))
      members[row * grid.columns + column]!.push(y * w + x)
    }
  let reference: Float32Array | null = null
  let blocks: Block[] = []
  let age = 0
  const base = new Float64Array(count * 2) // where the blocks were when the reference was taken
  const shift = new Float64Array(count * 2) // where they are relative to the reference

  const takeReference = (frame: Float32Array) => {
    for (let i = 0; i < base.length; i++) base[i]! += shift[i]!
    shift.fill(0)
    reference = frame
    age = 0
    blocks = members.map((list) => {
      const pixels = Int32Array.from(list)
      const gx = new Float32Array(pixels.length)
      const gy = new Float32Array(pixels.length)
      let [a, b, c] = [0, 0, 0]
      pixels.forEach((p, k) => {
        gx[k] = (frame[p + 1]! - frame[p - 1]!) / 2
        gy[k] = (frame[p + w]! - frame[p - w]!) / 2
        a += gx[k]! * gx[k]!
        b += gx[k]! * gy[k]!
        c += gy[k]! * gy[k]!
      })
      const damping = 1e-3 * (a + c) + 1e-6 * pixels.length
      a += damping
      c += damping
      const det = a * c - b * b
      return { pixels, gx, gy, inverse: det > 0 ? [c / det, -b / det, a / det] : null }
    })
  }

  /** The current frame at (x, y) in region pixels, bilinear, clamped to the region. */
  const sample = (frame: Float32Array, x: number, y: number) => {
    const cx = Math.min(w - 1.001, Math.max(0, x))
    const cy = Math.min(h - 1.001, Math.max(0, y))
    const x0 = Math.floor(cx)
    const y0 = Math.floor(cy)
    const fx = cx - x0
    const fy = cy - y0
    const i = y0 * w + x0
    return (frame[i]! * (1 - fx) + frame[i + 1]! * fx) * (1 - fy) + (frame[i + w]! * (1 - fx) + frame[i + w + 1]! * fx) * fy
  }

  const positions = () => base.map((b, i) => b + shift[i]!)

  return {
    track(current) {
      if (!reference) {
        takeReference(current)
        return positions()
      }
      const ref: Float32Array = reference
      let far = false
      blocks.forEach((block, k) => {
        if (!block.inverse) return
        const [ia, ib, ic] = block.inverse
        for (let iteration = 0; iteration < ITERATIONS; iteration++) {
          const [dx, dy] = [shift[2 * k]!, shift[2 * k + 1]!]
          // The difference's mean is taken out: light changing evenly is not a movement.
          let mean = 0
          const error = new Float32Array(block.pixels.length)
          block.pixels.forEach((p, j) => {
            error[j] = sample(current, (p % w) + dx, Math.floor(p / w) + dy) - ref[p]!
            mean += error[j]! / block.pixels.length
          })
          let [sx, sy] = [0, 0]
          for (let j = 0; j < error.length; j++) {
            sx += block.gx[j]! * (error[j]! - mean)
            sy += block.gy[j]! * (error[j]! - mean)
          }
          // Inverse compositional step: Δ fits the reference to the frame, the block moves by −Δ.
          shift[2 * k] = dx - (ia * sx + ib * sy)
          shift[2 * k + 1] = dy - (ib * sx + ic * sy)
        }
        if (Math.hypot(shift[2 * k]!, shift[2 * k + 1]!) > REFERENCE_REACH) far = true
      })
      const result = positions()
      if (far || ++age >= REFERENCE_FRAMES) takeReference(current)
      return result
    },
  }
}
