import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { AppError, errorBody, statusByCode } from '../lib/app-error'
import type { AppEnv } from './env'

/**
 * Every failure leaves the server in the one JSON shape `{ error: { code, message, fields? } }`.
 * Unexpected errors are logged with the request id and answered without any internals.
 */
export function handleError(err: Error, c: Context<AppEnv>) {
  const appError = toAppError(err)
  if (appError.code === 'INTERNAL') {
    c.get('log')?.error({ err }, 'unhandled error')
  }
  if (appError.retryAfterSeconds) c.header('Retry-After', String(appError.retryAfterSeconds))
  return c.json(errorBody(appError), statusByCode[appError.code])
}

function toAppError(err: Error): AppError {
  if (err instanceof AppError) return err
  if (err instanceof HTTPException && err.status < 500) {
    if (err.status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.')
    if (err.status === 415) return new AppError('VALIDATION', 'Send the request body as JSON (Content-Type: application/json).')
    if (err.status === 401) return AppError.unauthenticated()
    if (err.status === 403) return AppError.forbidden()
    if (err.status === 404) return AppError.notFound()
    if (err.status === 429) return new AppError('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.')
    // Any other client error is the request's fault, never a 500.
    return new AppError('VALIDATION', err.message || 'The request is not valid.')
  }
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.')
}

export function handleApiNotFound(c: Context<AppEnv>) {
  return c.json(errorBody(AppError.notFound(`No API route for ${c.req.method} ${c.req.path}`)), 404)
}
