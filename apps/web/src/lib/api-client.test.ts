import { z } from 'zod'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../test/fake-api'
import { ApiError, apiRequest, failureMessage } from './api-client'

const petSchema = z.object({ name: z.string() })

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError')
  return error
}

describe('apiRequest', () => {
  it('treats a request cancelled while its answer was read as cancelled, not as a contract mismatch', async () => {
    const controller = new AbortController()
    // The answer's headers arrived; the body is cut off by the cancellation.
    const cutOff = {
      ok: true,
      status: 200,
      json: async () => {
        controller.abort()
        throw new DOMException('The operation was aborted.', 'AbortError')
      },
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => cutOff),
    )
    const failure = await apiRequest('/api/pets', { schema: petSchema, signal: controller.signal }).catch((error: unknown) => error)
    // Not an ApiError (nothing is shown or logged: the console check of the test setup would fail on a log).
    expect(failure).not.toBeInstanceOf(ApiError)
    expect((failure as DOMException).name).toBe('AbortError')
  })

  it('parses a good answer with the schema and sends JSON with the session cookie', async () => {
    const fetchSpy = vi.fn()
    fakeApi({
      'POST /api/pets': ({ body }) => {
        fetchSpy(body)
        return { body: { name: 'Rex', extra: true } }
      },
    })
    await expect(apiRequest('/api/pets', { method: 'POST', body: { name: 'Rex' }, schema: petSchema })).resolves.toEqual({ name: 'Rex' })
    expect(fetchSpy).toHaveBeenCalledWith({ name: 'Rex' })
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    })
  })

  it.each([
    {
      why: 'an API error body',
      answer: { status: 409, body: { error: { code: 'CONFLICT', message: 'Taken.', fields: { email: 'Taken.' } } } },
      expected: { code: 'CONFLICT', message: 'Taken.', status: 409, fields: { email: 'Taken.' }, hasServerMessage: true },
    },
    {
      why: 'a proxy page without the API shape',
      answer: { status: 502, body: '<html>' },
      expected: { code: 'INTERNAL', status: 502, fields: {}, hasServerMessage: false },
    },
    {
      why: 'a 429 without a body',
      answer: { status: 429 },
      expected: { code: 'RATE_LIMITED', status: 429, hasServerMessage: false },
    },
    {
      why: 'no answer at all',
      answer: 'network-error' as const,
      expected: { code: 'UNAVAILABLE', status: 0, isNetworkError: true, hasServerMessage: false },
    },
  ])('turns $why into an ApiError', async ({ answer, expected }) => {
    fakeApi({ 'GET /api/thing': answer })
    expect(await failureOf(apiRequest('/api/thing', { schema: petSchema }))).toMatchObject(expected)
  })

  it('reports an answer that breaks the contract (logged: it is a bug)', async () => {
    fakeApi({ 'GET /api/thing': { body: { name: 42 } } })
    expect(await failureOf(apiRequest('/api/thing', { schema: petSchema }))).toMatchObject({ code: 'INTERNAL', status: 200 })
    expect(console.error).toHaveBeenCalledOnce()
    vi.mocked(console.error).mockClear()
  })
})

describe('failureMessage', () => {
  it.each([
    [new ApiError('UNAUTHENTICATED', 'Incorrect e-mail or password.', 401, {}, true), 'Incorrect e-mail or password.'],
    [new ApiError('UNAVAILABLE', 'Cannot reach the server.', 0), 'Failed to sign in'],
    [new Error('boom'), 'Failed to sign in'],
    ['not even an error', 'Failed to sign in'],
  ])('%s → %s', (error, expected) => {
    expect(failureMessage(error, 'Failed to sign in')).toBe(expected)
  })
})
