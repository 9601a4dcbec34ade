// Counting a sleeping pet's breaths from the camera (docs/decisions/035-camera-breath-counting.md).
// Frames come in as grey pixels with their time; each one gives the position of every block of the
// chosen region (tracker.ts) and how fast the picture changed (motion.ts). result() turns the blocks' positions into
// one breathing trace and reads its rate (signal.ts), or refuses with the reason the owner is told.
import { blockGrid, clampRegion, measureMotion, smoothedRegion, type Region } from './motion.ts'
import { analyseTrace, type TraceAnalysis } from './trace.ts'
import { createBlockTracker } from './tracker.ts'

export type { Region } from './motion.ts'

export type RefusalReason = 'moved' | 'flat' | 'light' | 'too-short' | 'irregular'

export type CameraCount =
  | { status: 'counted'; breathsPerMinute: number; confidence: number; seconds: number }
  | { status: 'refused'; reason: RefusalReason; confidence: number; seconds: number }

export interface BreathCounter {
  /** One frame: width×height luminance, row-major; `timeMs` increasing (a frame not later than the last is skipped). */
  addFrame(gray: Uint8Array, timeMs: number): void
  /** The count so far; callable at any time. */
  result(): CameraCount
}

/**
 * Below this confidence the counter refuses ('irregular') rather than guess: a 'counted' result
 * always carries at least this much. Chosen on the bench's clips (bench/README.md).
 */
export const CAMERA_CONFIDENCE_THRESHOLD = 0.4

/** Under this many seconds of frames the counter refuses 'too-short': three slow breaths at least. */
export const MIN_SECONDS = 10

export function createBreathCounter(options: { width: number; height: number; region?: Region }): BreathCounter {
  const { width, height } = options
  const region = clampRegion(options.region, width, height)
  const grid = blockGrid(region)
  const tracker = createBlockTracker(region, grid)
  const frames: { time: number; positions: Float64Array; speed: number; brightness: number; texture: number }[] = []
  let previous: Float32Array | null = null
  let cached: CameraCount | null = null

  return {
    addFrame(gray, timeMs) {
      if (gray.length !== width * height) throw new RangeError(`A frame has ${gray.length} pixels, expected ${width}×${height}`)
      const last = frames.at(-1)
      if (last && timeMs <= last.time) return
      const current = smoothedRegion(gray, width, region)
      const positions = tracker.track(current)
      if (previous) {
        const { speed, brightness, texture } = measureMotion(previous, current, region, grid)
        frames.push({ time: timeMs, positions, speed, brightness, texture })
      } else {
        frames.push({ time: timeMs, positions, speed: 0, brightness: 0, texture: 0 })
      }
      previous = current
      cached = null
    },
    result() {
      cached ??= toCount(
        analyseTrace({
          times: frames.map((f) => f.time),
          positions: frames.map((f) => f.positions),
          speeds: frames.slice(1).map((f) => f.speed),
          brightness: frames.slice(1).map((f) => f.brightness),
          texture: frames.slice(1).map((f) => f.texture),
        }),
      )
      return cached
    },
  }
}

function toCount(analysis: TraceAnalysis): CameraCount {
  const seconds = Math.round(analysis.seconds * 10) / 10
  const confidence = Math.round(analysis.confidence * 100) / 100
  if (analysis.refusal) return { status: 'refused', reason: analysis.refusal, confidence, seconds }
  if (seconds < MIN_SECONDS) return { status: 'refused', reason: 'too-short', confidence, seconds }
  if (analysis.confidence < CAMERA_CONFIDENCE_THRESHOLD) return { status: 'refused', reason: 'irregular', confidence, seconds }
  return { status: 'counted', breathsPerMinute: Math.round(analysis.rate), confidence, seconds }
}
