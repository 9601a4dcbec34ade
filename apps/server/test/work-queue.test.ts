import { describe, expect, it } from 'vitest'
import { createWorkQueue } from '#server/lib/work-queue.ts'

/** A task that finishes when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createWorkQueue', () => {
  it('runs at most N tasks at once; the rest wait and start in order as slots free', async () => {
    const queue = createWorkQueue(2)
    const tasks = Array.from({ length: 6 }, () => deferred<number>())
    const started: number[] = []
    const results = tasks.map((task, index) =>
      queue.run(() => {
        started.push(index)
        return task.promise
      }),
    )
    const settled = Promise.allSettled(results)
    await settle()
    expect(started).toEqual([0, 1])
    expect([queue.running, queue.waiting]).toEqual([2, 4])

    tasks[1]!.resolve(1)
    await settle()
    expect(started).toEqual([0, 1, 2])
    // A new task arriving while a slot is handed over still waits its turn.
    const late = queue.run(async () => 'late')
    tasks[0]!.reject(new Error('failed'))
    await settle()
    expect(started).toEqual([0, 1, 2, 3])
    for (const [index, task] of tasks.entries()) if (index >= 2) task.resolve(index)

    expect(await settled).toEqual([
      { status: 'rejected', reason: new Error('failed') },
      ...[1, 2, 3, 4, 5].map((value) => ({ status: 'fulfilled', value })),
    ])
    expect(await late).toBe('late')
    expect(queue.maxRunning).toBe(2)
    expect([queue.running, queue.waiting]).toEqual([0, 0])
  })

  it('a burst of many never runs more than N', async () => {
    const queue = createWorkQueue(3)
    let now = 0
    let most = 0
    await Promise.all(
      Array.from({ length: 50 }, () =>
        queue.run(async () => {
          most = Math.max(most, ++now)
          await settle()
          now--
        }),
      ),
    )
    expect(most).toBe(3)
    expect(queue.maxRunning).toBe(3)
  })

  it.each([0, -1, 1.5])('refuses a concurrency of %d', (concurrency) => {
    expect(() => createWorkQueue(concurrency)).toThrow(RangeError)
  })
})
