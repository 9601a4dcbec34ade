import { z } from 'zod'
import { CLIENT_ERROR_LIMITS } from './client-errors'
import { textSchema } from './text'

const tooLong = (what: string, max: number) => `${what} must be at most ${max} characters`

/**
 * `POST /api/client-errors`: one failure in the browser. The limits refuse anything larger than
 * a trimmed report (the client trims before sending, `sanitizeClientError`).
 */
export const clientErrorReportSchema = z
  .object({
    message: textSchema({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(CLIENT_ERROR_LIMITS.message, tooLong('Message', CLIENT_ERROR_LIMITS.message)),
    stack: textSchema().max(CLIENT_ERROR_LIMITS.stack, tooLong('Stack', CLIENT_ERROR_LIMITS.stack)).nullable(),
    route: textSchema({ error: 'Route is required' }).max(CLIENT_ERROR_LIMITS.route, tooLong('Route', CLIENT_ERROR_LIMITS.route)),
    appVersion: textSchema({ error: 'App version is required' }).max(
      CLIENT_ERROR_LIMITS.appVersion,
      tooLong('App version', CLIENT_ERROR_LIMITS.appVersion),
    ),
  })
  .strict()
export type ClientErrorReportInput = z.infer<typeof clientErrorReportSchema>
