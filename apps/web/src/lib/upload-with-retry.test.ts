import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { UploadTimeoutError, withRetryAndTimeout } from './upload-with-retry'

const never = () => new Promise<never>(() => {})
const networkError = () => new ApiError('UNAVAILABLE', 'Cannot reach the server.', 0)

describe('withRetryAndTimeout (20 s time-out, 3 attempts, waits 1 s then 2 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('returns the first successful attempt without waiting', async () => {
    const attempt = vi.fn(async () => 'stored')
    await expect(withRetryAndTimeout(attempt)).resolves.toBe('stored')
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('aborts an attempt after 20 s and retries after 1 s, then after 2 s', async () => {
    const signals: AbortSignal[] = []
    const startedAt: number[] = []
    const attempt = vi.fn((signal: AbortSignal) => {
      signals.push(signal)
      startedAt.push(Date.now())
      return signals.length < 3 ? never() : Promise.resolve('third time lucky')
    })
    const start = Date.now()
    const result = withRetryAndTimeout(attempt)

    await vi.advanceTimersByTimeAsync(19_999)
    expect(attempt).toHaveBeenCalledTimes(1)
    expect(signals[0]?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(signals[0]?.aborted).toBe(true)
    // The 1 s wait before the second attempt.
    await vi.advanceTimersByTimeAsync(999)
    expect(attempt).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempt).toHaveBeenCalledTimes(2)
    // Second attempt times out at +20 s, then a 2 s wait.
    await vi.advanceTimersByTimeAsync(20_000 + 1_999)
    expect(attempt).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempt).toHaveBeenCalledTimes(3)

    await expect(result).resolves.toBe('third time lucky')
    expect(startedAt.map((time) => time - start)).toEqual([0, 21_000, 43_000])
  })

  it('gives up after 3 attempts and throws the last error', async () => {
    const attempt = vi.fn(async () => {
      throw networkError()
    })
    const result = withRetryAndTimeout(attempt)
    const settled = expect(result).rejects.toThrow('Cannot reach the server.')
    await vi.advanceTimersByTimeAsync(1_000 + 2_000)
    await settled
    expect(attempt).toHaveBeenCalledTimes(3)
  })

  it('reports a time-out of the last attempt as UploadTimeoutError', async () => {
    const result = withRetryAndTimeout(never)
    const settled = expect(result).rejects.toBeInstanceOf(UploadTimeoutError)
    await vi.advanceTimersByTimeAsync(3 * 20_000 + 3_000)
    await settled
  })

  it('does not repeat an answer that will not change (4xx: wrong type, too large)', async () => {
    const attempt = vi.fn(async () => {
      throw new ApiError('PAYLOAD_TOO_LARGE', 'File size exceeds 5MB limit', 413, {}, true)
    })
    await expect(withRetryAndTimeout(attempt)).rejects.toThrow('File size exceeds 5MB limit')
    expect(attempt).toHaveBeenCalledTimes(1)
  })

  it('retries a server error (5xx)', async () => {
    const attempt = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('INTERNAL', 'Boom', 500))
      .mockResolvedValueOnce('ok')
    const result = withRetryAndTimeout(attempt)
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(result).resolves.toBe('ok')
    expect(attempt).toHaveBeenCalledTimes(2)
  })
})
