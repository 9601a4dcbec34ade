import type { CameraCount, Region } from '@pawpulse/domain/camera-breathing/counter'

/** What the page sends the counting worker: a new count, its frames (grey pixels, transferred), the end. */
export type ToCounter =
  | { type: 'start'; width: number; height: number; region: Region }
  | { type: 'frame'; gray: ArrayBuffer; timeMs: number }
  | { type: 'finish' }

/** The worker's one answer, to 'finish'. */
export type FromCounter = { type: 'result'; count: CameraCount } | { type: 'failed'; message: string }
