import type { Logger } from './logger'

export interface PeriodicTask {
  /** Runs the task now (start-up, tests), or waits for the run in progress; resolves when it is done. */
  tick(): Promise<void>
  /** No new run starts; resolves when the one in progress has finished. */
  stop(): Promise<void>
}

/**
 * A server's background loop (the reminder dispatcher, the vet-record reader): the task runs once
 * at start (or `firstRunAfterMs` later) and then every `intervalMs`; runs never overlap; a failed run is logged with
 * `failureMessage` and the next one tries again. The timer does not keep the process alive, and
 * `isStopping` lets a long run end early after `stop()`.
 */
export function startPeriodicTask({
  intervalMs,
  log,
  failureMessage,
  run,
  firstRunAfterMs = 0,
}: {
  intervalMs: number
  /**
   * The server's start passes a short delay: the embedded database has one connection, and a first
   * run queued on it at start-up made the first requests wait for it (about 300 ms).
   */
  firstRunAfterMs?: number
  log: Logger
  failureMessage: string
  run: (isStopping: () => boolean) => Promise<void>
}): PeriodicTask {
  let running: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    running ??= (async () => {
      try {
        await run(() => stopped)
      } catch (error) {
        log.error({ err: error }, failureMessage)
      } finally {
        running = null
      }
    })()
    return running
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  const first = firstRunAfterMs > 0 ? setTimeout(() => void tick(), firstRunAfterMs) : null
  if (first) first.unref()
  else void tick()
  return {
    tick,
    async stop() {
      stopped = true
      clearInterval(timer)
      if (first) clearTimeout(first)
      await running
    },
  }
}
