import { isRetryable } from './api-client'

/** An upload times out after 20 s (docs/product/pets.md#time-out-and-retries). */
export const UPLOAD_TIMEOUT_MS = 20_000
/** Up to 3 attempts, waiting 1 s then 2 s between them. */
export const UPLOAD_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000]

/** One attempt took longer than the time-out; the request was aborted. */
export class UploadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Upload timed out after ${Math.round(timeoutMs / 1000)} seconds`)
    this.name = 'UploadTimeoutError'
  }
}

interface RetryOptions {
  timeoutMs?: number
  /** One wait per retry: its length is the number of retries (attempts − 1). */
  retryDelaysMs?: readonly number[]
  /** Whether a failed attempt is worth repeating; by default time-outs, network errors and 5xx. */
  shouldRetry?: (error: unknown) => boolean
}

/** A time-out or a failure a retry can fix; a 4xx (wrong type, too large) will not change. */
export function isWorthRetrying(error: unknown): boolean {
  return error instanceof UploadTimeoutError || isRetryable(error)
}

/**
 * Runs `attempt` with a time-out, repeating it after those waits when it fails in a way a
 * retry can fix. Each attempt gets its own AbortSignal, aborted when its time runs out, so a
 * hanging request does not keep uploading in the background. The last error is thrown.
 */
export async function withRetryAndTimeout<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  { timeoutMs = UPLOAD_TIMEOUT_MS, retryDelaysMs = UPLOAD_RETRY_DELAYS_MS, shouldRetry = isWorthRetrying }: RetryOptions = {},
): Promise<T> {
  for (let index = 0; ; index++) {
    try {
      return await withTimeout(attempt, timeoutMs)
    } catch (error) {
      const delay = retryDelaysMs[index]
      if (delay === undefined || !shouldRetry(error)) throw error
      await wait(delay)
    }
  }
}

function withTimeout<T>(attempt: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController()
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort()
      reject(new UploadTimeoutError(timeoutMs))
    }, timeoutMs)
    // Settling twice is harmless: after the time-out the attempt's own outcome is ignored.
    attempt(controller.signal).then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
