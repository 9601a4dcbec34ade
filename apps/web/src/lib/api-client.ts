import { type ErrorCode, errorBodySchema } from '@pawpulse/domain/api-error'
import type { ZodType } from 'zod'
import { forgetEarlyAnswers, takeEarlyAnswer } from './early-answers'
import { logger } from './logger'

/**
 * The one way the web app talks to the API (same origin, under /api). Every answer is parsed with
 * the shared domain schema, every failure becomes an `ApiError`. This replaces Hono's typed
 * client: the domain schemas already type both ends, and this wrapper stays a few hundred bytes.
 */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** HTTP status; 0 when the server could not be reached at all. */
    readonly status: number,
    /** Field name → message, shown next to the form field (VALIDATION, CONFLICT). */
    readonly fields: Record<string, string> = {},
    /** True when `message` is the server's own words (an API error body), not our fallback. */
    readonly hasServerMessage = false,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** No answer at all (offline, DNS, server down): the message is ours, not the server's. */
  get isNetworkError(): boolean {
    return this.status === 0
  }
}

/** Used when an error answer does not have the API's error shape (a proxy's 502 page, …). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION'
  if (status === 401) return 'UNAUTHENTICATED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 404) return 'NOT_FOUND'
  if (status === 409) return 'CONFLICT'
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 429) return 'RATE_LIMITED'
  if (status === 503) return 'UNAVAILABLE'
  return 'INTERNAL'
}

interface RequestOptions<T> {
  schema: ZodType<T>
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON, or as multipart/form-data when it is a FormData (file uploads). */
  body?: unknown
  signal?: AbortSignal
  /**
   * The same request, already sent (main.tsx sends the session check before the app's code has
   * loaded): its answer is read here as if this call had sent it.
   */
  sent?: Response | Promise<Response>
}

function requestBody(body: unknown): { headers: Record<string, string>; body: BodyInit | undefined } {
  if (body === undefined) return { headers: { accept: 'application/json' }, body: undefined }
  // The browser writes the multipart boundary into content-type itself.
  if (body instanceof FormData) return { headers: { accept: 'application/json' }, body }
  return { headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) }
}

export async function apiRequest<T>(path: string, { schema, method = 'GET', body, signal, sent }: RequestOptions<T>): Promise<T> {
  let response: Response
  try {
    // A GET main.tsx sent as the page opened is read instead of asked again; a write makes the
    // unread ones out of date (lib/early-answers.ts).
    if (method !== 'GET') forgetEarlyAnswers()
    const early = sent === undefined && method === 'GET' ? await takeEarlyAnswer(path) : undefined
    // The session is an httpOnly cookie on this origin (Better Auth).
    response = await (sent ?? early ?? fetch(path, { method, credentials: 'same-origin', ...requestBody(body), signal }))
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new ApiError('UNAVAILABLE', 'Cannot reach the server. Check your connection and try again.', 0)
  }

  const json: unknown = await response.json().catch(() => undefined)
  // Cancelled while the body was read (the page moved on, the query was dropped): that is no
  // answer at all, not a contract mismatch worth reporting.
  if (signal?.aborted) throw signal.reason ?? new DOMException('The request was cancelled.', 'AbortError')
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(json)
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error
      throw new ApiError(code, message, response.status, fields, true)
    }
    throw new ApiError(codeForStatus(response.status), 'Something went wrong on our side. Please try again.', response.status)
  }

  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    // A contract drift between server and client is a bug worth logging, not a user error.
    logger.error(`Unexpected response from ${method} ${path}`, { issues: parsed.error.issues })
    throw new ApiError('INTERNAL', 'The server sent an answer this app does not understand.', response.status)
  }
  return parsed.data
}

/** Server errors and unreachable servers are worth logging; 4xx answers are the user's input. */
export function isUnexpectedError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500
}

/** A 4xx answer will not change when asked again; only unexpected failures are retried. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500)
}

/** Show the server's message, else the action's default ('Failed to sign in', …). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.hasServerMessage ? error.message : fallback
}
