import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { sanitizeClientError } from '@pawpulse/domain/client-errors'
import { clientErrorReportSchema } from '@pawpulse/domain/client-errors-api'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { clientIp } from '#server/http/client-ip.ts'
import type { AppEnv } from '#server/http/env.ts'
import { body, json } from '#server/http/openapi.ts'
import { createRouter } from '#server/http/router.ts'
import { AppError } from '#server/lib/app-error.ts'
import { consumeRateLimit, type RateLimitRule } from '#server/lib/rate-limit.ts'

/** A trimmed report is under 5 KB; anything much larger is not one. */
export const CLIENT_ERROR_BODY_LIMIT = 16 * 1024

/**
 * Per address: the browser already sends at most 10 reports a minute (and drops repeats of the
 * same error), so 30 leaves room for a few tabs behind one address and stops a script filling the log.
 */
export const CLIENT_ERROR_RATE_LIMIT: RateLimitRule = { window: 60, max: 30 }

/** Counted per address before the body is read, then the body is held to its small limit. */
const clientErrorGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  await consumeRateLimit({ db: c.get('deps').database.db, key: `client-errors|${clientIp(c) ?? 'unknown'}`, rule: CLIENT_ERROR_RATE_LIMIT })
  return bodyLimit({
    maxSize: CLIENT_ERROR_BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The error report is too large.')
    },
  })(c, next)
}

const reportClientError = createRoute({
  method: 'post',
  path: '/client-errors',
  tags: ['client-errors'],
  summary: 'Report a failure in the browser (no session needed; no personal data: route pattern, trimmed stack)',
  middleware: [clientErrorGuard] as const,
  request: { body: body(clientErrorReportSchema) },
  responses: {
    204: { description: 'Logged' },
    400: json(errorBodySchema, 'Not a report (missing message or route, a field too long, an unknown field)'),
    413: json(errorBodySchema, 'Larger than a report can be'),
    429: json(errorBodySchema, 'Too many reports from this address'),
  },
})

/**
 * Errors the web app meets in the browser, in the server's log beside the request that carried
 * them, so a maintainer sees what users hit. Nothing is stored: one pino line at warn. The rule
 * that keeps personal data out runs again here (the route becomes its pattern, e-mail addresses
 * and ids are replaced), whatever a client sends.
 */
export const clientErrorRoutes = createRouter().openapi(reportClientError, async (c) => {
  const report = sanitizeClientError(c.req.valid('json'))
  c.get('log').warn({ clientError: report }, 'client error')
  return c.body(null, 204)
})
