import type { ErrorBody, ErrorCode } from '@pawpulse/domain/api-error'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ZodError } from 'zod'

/**
 * The one error type of the server (docs/ARCHITECTURE.md#one-error-type-and-one-error-shape).
 * Services throw it; one handler answers.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }

  static notFound(what = 'Not found') {
    return new AppError('NOT_FOUND', what)
  }

  static unauthenticated(message = 'You need to sign in first.') {
    return new AppError('UNAUTHENTICATED', message)
  }

  static forbidden(message = 'You do not have permission to do that.') {
    return new AppError('FORBIDDEN', message)
  }

  static fromZod(error: ZodError, message = 'Some fields are not valid.') {
    return new AppError('VALIDATION', message, fieldsFromZod(error))
  }

  /** 429, with when the window ends (the handler sends it as `Retry-After`, for scripts and devices). */
  static rateLimited(retryAfterSeconds: number, message = 'Too many requests. Please wait a minute and try again.') {
    const error = new AppError('RATE_LIMITED', message)
    error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds))
    return error
  }

  /** Seconds until a rate limit lets the caller in again (RATE_LIMITED only). */
  retryAfterSeconds?: number
}

export const statusByCode: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
}

/** First message per field path ("breeds.0.percentage"); form-level issues go under "_". */
export function fieldsFromZod(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}

export function errorBody(error: AppError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    },
  }
}
