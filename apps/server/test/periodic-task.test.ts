import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Logger } from '#server/lib/logger.ts'
import { startPeriodicTask } from '#server/lib/periodic-task.ts'

function fakeLog() {
  const errors: string[] = []
  return { log: { error: (_: unknown, message: string) => errors.push(message) } as unknown as Logger, errors }
}

afterEach(() => vi.useRealTimers())

describe('startPeriodicTask (the reminder dispatcher and the vet-record reader)', () => {
  it('runs at start and then every interval, never two runs at once', async () => {
    vi.useFakeTimers()
    const { log } = fakeLog()
    let runs = 0
    let release: () => void = () => {}
    const task = startPeriodicTask({
      intervalMs: 1000,
      log,
      failureMessage: 'failed',
      run: () => {
        runs++
        return new Promise<void>((resolve) => (release = resolve))
      },
    })
    expect(runs).toBe(1)
    // The first run is still going: ticks of the timer and by hand wait for it instead of starting another.
    await vi.advanceTimersByTimeAsync(3000)
    const waiting = task.tick()
    expect(runs).toBe(1)
    release()
    await waiting
    await vi.advanceTimersByTimeAsync(1000)
    expect(runs).toBe(2)
    release()
    await task.stop()
  })

  it('waits firstRunAfterMs for its first run when asked (the server start), and a tick by hand does not wait', async () => {
    vi.useFakeTimers()
    const { log } = fakeLog()
    let runs = 0
    const task = startPeriodicTask({ intervalMs: 5000, firstRunAfterMs: 1000, log, failureMessage: 'failed', run: async () => void runs++ })
    expect(runs).toBe(0)
    await vi.advanceTimersByTimeAsync(999)
    expect(runs).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toBe(1)
    await vi.advanceTimersByTimeAsync(4000)
    expect(runs).toBe(2)
    await task.stop()

    const woken = startPeriodicTask({
      intervalMs: 5000,
      firstRunAfterMs: 1000,
      log,
      failureMessage: 'failed',
      run: async () => void runs++,
    })
    await woken.tick()
    expect(runs).toBe(3)
    // Stopped before its first run: it never runs.
    await woken.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(runs).toBe(3)
  })

  it('logs a failed run and tries again at the next tick', async () => {
    vi.useFakeTimers()
    const { log, errors } = fakeLog()
    let runs = 0
    const task = startPeriodicTask({
      intervalMs: 1000,
      log,
      failureMessage: 'dispatch failed; the next tick tries again',
      run: async () => {
        runs++
        if (runs === 1) throw new Error('database down')
      },
    })
    await task.tick()
    expect(errors).toEqual(['dispatch failed; the next tick tries again'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(runs).toBe(2)
    expect(errors).toHaveLength(1)
    await task.stop()
  })

  it('stop() waits for the run in progress, tells it to end early, and starts no more', async () => {
    vi.useFakeTimers()
    const { log } = fakeLog()
    const seen: boolean[] = []
    let release: () => void = () => {}
    let runs = 0
    const task = startPeriodicTask({
      intervalMs: 1000,
      log,
      failureMessage: 'failed',
      run: async (isStopping) => {
        runs++
        await new Promise<void>((resolve) => (release = resolve))
        seen.push(isStopping())
      },
    })
    let stopped = false
    const stopping = task.stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    release()
    await stopping
    expect(seen).toEqual([true])
    await vi.advanceTimersByTimeAsync(5000)
    expect(runs).toBe(1)
  })
})
