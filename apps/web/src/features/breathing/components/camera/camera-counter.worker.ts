import { type BreathCounter, createBreathCounter } from '@pawpulse/domain/camera-breathing/counter'
import type { FromCounter, ToCounter } from './camera-counter-protocol'

// The counting runs here, off the page's thread, so the preview stays smooth while every frame is
// measured. It is the same code the bench scores (packages/domain/src/camera-breathing).

const scope = self as unknown as { onmessage: ((event: MessageEvent<ToCounter>) => void) | null; postMessage(message: FromCounter): void }
let counter: BreathCounter | null = null

scope.onmessage = ({ data }) => {
  try {
    if (data.type === 'start') counter = createBreathCounter(data)
    else if (data.type === 'frame') counter?.addFrame(new Uint8Array(data.gray), data.timeMs)
    else if (counter) scope.postMessage({ type: 'result', count: counter.result() })
    else scope.postMessage({ type: 'failed', message: 'No count was started' })
  } catch (error) {
    counter = null
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  }
}
