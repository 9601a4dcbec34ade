import { vi } from 'vitest'

/** Whether the promise has settled, after letting its callbacks and the zero-delay timers run (fake timers on). */
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}
