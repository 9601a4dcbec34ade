import type { CameraCount, Region } from '@pawpulse/domain/camera-breathing/counter'
import type { FromCounter, ToCounter } from './camera-counter-protocol'

/**
 * The page's side of the counting worker: one count from start to result. Each frame's pixels are
 * transferred, not copied, so a minute at 12 frames a second costs the page nothing to hand over.
 */
export function startWorkerCount(options: { width: number; height: number; region: Region }) {
  const worker = new Worker(new URL('./camera-counter.worker.ts', import.meta.url), { type: 'module' })
  const send = (message: ToCounter, transfer: Transferable[] = []) => worker.postMessage(message, transfer)
  send({ type: 'start', ...options })
  return {
    addFrame(gray: Uint8Array, timeMs: number) {
      const buffer = gray.buffer as ArrayBuffer
      send({ type: 'frame', gray: buffer, timeMs }, [buffer])
    },
    finish(): Promise<CameraCount> {
      return new Promise((resolve, reject) => {
        worker.onmessage = ({ data }: MessageEvent<FromCounter>) => {
          worker.terminate()
          if (data.type === 'result') resolve(data.count)
          else reject(new Error(data.message))
        }
        worker.onerror = (event) => {
          worker.terminate()
          reject(new Error(event.message || 'The counting stopped'))
        }
        send({ type: 'finish' })
      })
    },
    cancel: () => worker.terminate(),
  }
}
export type WorkerCount = ReturnType<typeof startWorkerCount>
