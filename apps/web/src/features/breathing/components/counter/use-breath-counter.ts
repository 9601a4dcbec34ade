import { latestAnnouncement, secondsLeft } from '@pawpulse/domain/breath-counter'
import type { CounterDuration } from '@pawpulse/domain/breathing'
import { useCallback, useEffect, useState } from 'react'

export type CounterState =
  | { phase: 'idle' }
  | { phase: 'counting'; duration: CounterDuration; startedAt: number; count: number; left: number }
  | { phase: 'done'; duration: CounterDuration; endedAt: number; count: number }

/** Often enough that the display never lags a second; the time itself comes from the clock. */
const TICK_MS = 250

/**
 * The breath counter: one tap per breath while a countdown runs. Time is read from the clock
 * (not counted in ticks), so a slow tab cannot stretch the count. `announcement` changes only at
 * the few moments worth saying aloud (breath-counter.ts).
 */
export function useBreathCounter() {
  const [state, setState] = useState<CounterState>({ phase: 'idle' })

  const start = useCallback(
    (duration: CounterDuration) => setState({ phase: 'counting', duration, startedAt: Date.now(), count: 0, left: duration }),
    [],
  )
  const tap = useCallback(
    () => setState((current) => (current.phase === 'counting' ? { ...current, count: current.count + 1 } : current)),
    [],
  )
  const reset = useCallback(() => setState({ phase: 'idle' }), [])

  const isCounting = state.phase === 'counting'
  useEffect(() => {
    if (!isCounting) return
    const timer = setInterval(() => {
      setState((current) => {
        if (current.phase !== 'counting') return current
        const left = secondsLeft(current.startedAt, current.duration, Date.now())
        if (left === current.left) return current
        if (left > 0) return { ...current, left }
        return { phase: 'done', duration: current.duration, endedAt: current.startedAt + current.duration * 1000, count: current.count }
      })
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [isCounting])

  const announcement =
    state.phase === 'counting'
      ? latestAnnouncement(state.left, state.duration)
      : state.phase === 'done'
        ? latestAnnouncement(0, state.duration)
        : ''
  return { state, announcement, start, tap, reset }
}
