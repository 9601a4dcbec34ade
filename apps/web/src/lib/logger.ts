/**
 * Client logger. Identical errors are suppressed after 3 within 60 seconds, so a failing poll or
 * a render loop can flood neither the console nor the server's client-error log (the sink the
 * app entry adds, `client-error-report.ts`).
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

export type LogContext = Record<string, unknown>

/** Receives each error that passed the throttle, after it was written to the console. */
export type ErrorSink = (message: string, context: LogContext | undefined) => void

export function createLogger(now: () => number = Date.now) {
  const historyByKey = new Map<string, number[]>()
  const sinks = new Set<ErrorSink>()

  return {
    error(message: string, context?: LogContext) {
      const key = `${message}|${context?.error instanceof Error ? context.error.message : ''}`
      const step = throttleError(historyByKey.get(key) ?? [], now())
      historyByKey.set(key, step.history)
      if (!step.shouldLog) return
      console.error(`[pawpulse] ${message}`, context ?? '')
      for (const sink of sinks) sink(message, context)
    },
    warn(message: string, context?: LogContext) {
      console.warn(`[pawpulse] ${message}`, context ?? '')
    },
    /** Hands every logged error to `sink` as well; returns the function that stops it. */
    addErrorSink(sink: ErrorSink): () => void {
      sinks.add(sink)
      return () => void sinks.delete(sink)
    },
  }
}

export const logger = createLogger()

/** The error boundaries' `onError`: what failed to render and where, through the throttle above. */
export function logRenderError(error: unknown, info: { componentStack?: string | null }) {
  logger.error('Render failed', { error, componentStack: info.componentStack })
}
