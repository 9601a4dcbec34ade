/**
 * Client logger. Spec §8: identical errors are suppressed after 3 within 60 seconds, so a
 * failing poll or a render loop cannot flood the console (or, later, a log endpoint).
 */
export const ERROR_REPEAT_LIMIT = 3
export const ERROR_REPEAT_WINDOW_MS = 60_000

/**
 * Pure throttle step: given the times an identical error was last logged, decide whether this
 * one is logged and return the history to keep (only times inside the window).
 */
export function throttleError(
  history: readonly number[],
  now: number,
  { limit = ERROR_REPEAT_LIMIT, windowMs = ERROR_REPEAT_WINDOW_MS } = {},
): { shouldLog: boolean; history: number[] } {
  const recent = history.filter((time) => now - time < windowMs)
  if (recent.length >= limit) return { shouldLog: false, history: recent }
  return { shouldLog: true, history: [...recent, now] }
}

type Context = Record<string, unknown>

function createLogger(now: () => number = Date.now) {
  const historyByKey = new Map<string, number[]>()

  return {
    error(message: string, context?: Context) {
      const key = `${message}|${context?.error instanceof Error ? context.error.message : ''}`
      const step = throttleError(historyByKey.get(key) ?? [], now())
      historyByKey.set(key, step.history)
      if (step.shouldLog) console.error(`[pawpulse] ${message}`, context ?? '')
    },
    warn(message: string, context?: Context) {
      console.warn(`[pawpulse] ${message}`, context ?? '')
    },
  }
}

export const logger = createLogger()
