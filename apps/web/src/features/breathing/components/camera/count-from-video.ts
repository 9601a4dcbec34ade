import type { CameraCount } from '@pawpulse/domain/camera-breathing/counter'
import { type BoxShare, boxToRegion } from './chest-region'
import { startWorkerCount } from './counter-worker-client'
import { createFrameGrabber, FRAME_INTERVAL_MS } from './gray-frame'

interface CountOptions {
  video: HTMLVideoElement
  box: BoxShare
  seconds: number
  signal: AbortSignal
}

const aborted = () => new DOMException('The count was stopped', 'AbortError')

function setUp(video: HTMLVideoElement, box: BoxShare) {
  const grabber = createFrameGrabber(video)
  const count = startWorkerCount({ width: grabber.width, height: grabber.height, region: boxToRegion(box, grabber.width, grabber.height) })
  return { grabber, count }
}

/**
 * The live camera for `seconds`, timed by the clock (a slow tab skips frames, it does not stretch
 * the count). Where the browser says when each picture arrived (requestVideoFrameCallback), every
 * new picture at least FRAME_INTERVAL_MS after the last is counted with its own capture time, so a
 * busy page neither counts one picture twice nor misdates it; elsewhere a timer samples about every
 * 83 ms. `onLeft` hears the whole seconds left.
 */
export function countLiveVideo({ video, box, seconds, signal, onLeft }: CountOptions & { onLeft: (left: number) => void }) {
  return new Promise<CameraCount>((resolve, reject) => {
    const { grabber, count } = setUp(video, box)
    const startedAt = performance.now()
    let lastLeft = seconds
    let lastFrameAt = -Infinity
    let isRunning = true
    const add = (at: number) => {
      if (!isRunning || at - lastFrameAt < FRAME_INTERVAL_MS * 0.9 || at < startedAt) return
      lastFrameAt = at
      count.addFrame(grabber.grab(), at - startedAt)
    }
    const onPicture = (now: number, frame: { captureTime?: number; expectedDisplayTime: number }) => {
      add(frame.captureTime ?? frame.expectedDisplayTime ?? now)
      if (isRunning) video.requestVideoFrameCallback(onPicture)
    }
    const hasFrameTimes = typeof video.requestVideoFrameCallback === 'function'
    if (hasFrameTimes) video.requestVideoFrameCallback(onPicture)
    const end = () => {
      isRunning = false
      clearInterval(timer)
    }
    const timer = setInterval(() => {
      const elapsed = performance.now() - startedAt
      if (elapsed >= seconds * 1000) {
        end()
        onLeft(0)
        count.finish().then(resolve, reject)
        return
      }
      if (!hasFrameTimes) add(performance.now())
      const left = Math.ceil(seconds - elapsed / 1000)
      if (left !== lastLeft) onLeft((lastLeft = left))
    }, FRAME_INTERVAL_MS / 2)
    signal.addEventListener('abort', () => {
      end()
      count.cancel()
      reject(aborted())
    })
  })
}

function seek(video: HTMLVideoElement, time: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(aborted())
    const done = () => {
      video.removeEventListener('seeked', done)
      resolve()
    }
    video.addEventListener('seeked', done)
    video.currentTime = time
  })
}

/**
 * A recorded video: the same frames as the live camera (12 a second, the video's own time), read
 * by seeking from picture to picture, which is faster than playing it and never drops one.
 * `onProgress` hears the share done (0 to 1).
 */
export async function countRecordedVideo({
  video,
  box,
  seconds,
  signal,
  onProgress,
}: CountOptions & { onProgress: (done: number) => void }) {
  const { grabber, count } = setUp(video, box)
  signal.addEventListener('abort', () => count.cancel())
  const frames = Math.floor((seconds * 1000) / FRAME_INTERVAL_MS)
  for (let i = 0; i < frames; i++) {
    const timeMs = i * FRAME_INTERVAL_MS
    await seek(video, timeMs / 1000, signal)
    count.addFrame(grabber.grab(), timeMs)
    if (i % 12 === 0) onProgress(i / frames)
  }
  onProgress(1)
  return count.finish()
}
