/**
 * Runs at most `concurrency` tasks at once; the others wait their turn, first come first served.
 * For work whose cost is memory and CPU rather than waiting (decoding images): a burst of
 * requests queues instead of decoding everything at once. Nothing is refused; the HTTP body
 * limit already bounds what one waiting request holds.
 */
export interface WorkQueue {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Tasks running now, and the most that ever ran at once (observability, tests). */
  readonly running: number
  readonly maxRunning: number
  readonly waiting: number
}

export function createWorkQueue(concurrency: number): WorkQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a whole number ≥ 1, got ${concurrency}`)
  let running = 0
  let maxRunning = 0
  const waiting: (() => void)[] = []
  return {
    async run(task) {
      if (running < concurrency) running++
      // A finishing task hands its slot over directly (see below), so `running` stays counted.
      else await new Promise<void>((resolve) => waiting.push(resolve))
      maxRunning = Math.max(maxRunning, running)
      try {
        return await task()
      } finally {
        const next = waiting.shift()
        if (next) next()
        else running--
      }
    },
    get running() {
      return running
    },
    get maxRunning() {
      return maxRunning
    },
    get waiting() {
      return waiting.length
    },
  }
}
