import type { CounterDuration } from '@pawpulse/domain/breathing'
import type { CameraCount } from '@pawpulse/domain/camera-breathing/counter'
import { useCallback, useEffect, useRef, useState } from 'react'

/** A finished count: what the counter said, over which seconds, ending when. */
export interface CountDone {
  count: CameraCount
  seconds: CounterDuration
  endedAt: number
  isFromFile: boolean
}

export type CameraPhase =
  | { name: 'setup' }
  | { name: 'counting'; left: number; duration: CounterDuration }
  | { name: 'reading'; done: number }
  | { name: 'done'; result: CountDone }
  | { name: 'failed'; message: string }

type Work = (signal: AbortSignal, update: (phase: CameraPhase) => void) => Promise<CountDone>

/**
 * One count at a time: `run` starts it (and stops any before it), `stop` abandons it, leaving
 * camera mode abandons it too. A count that fails says so instead of showing a number.
 */
export function useCameraCount() {
  const [phase, setPhase] = useState<CameraPhase>({ name: 'setup' })
  const current = useRef<AbortController | null>(null)

  const stop = useCallback(() => {
    current.current?.abort()
    current.current = null
    setPhase({ name: 'setup' })
  }, [])
  const reset = useCallback((next: CameraPhase = { name: 'setup' }) => {
    current.current?.abort()
    current.current = null
    setPhase(next)
  }, [])
  const run = useCallback((first: CameraPhase, work: Work) => {
    current.current?.abort()
    const controller = new AbortController()
    current.current = controller
    setPhase(first)
    const update = (next: CameraPhase) => {
      if (!controller.signal.aborted) setPhase(next)
    }
    work(controller.signal, update).then(
      (result) => update({ name: 'done', result }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        update({
          name: 'failed',
          message: `The count could not be finished (${error instanceof Error ? error.message : String(error)}). Please try again.`,
        })
      },
    )
  }, [])
  useEffect(() => () => current.current?.abort(), [])

  return { phase, run, stop, reset }
}
