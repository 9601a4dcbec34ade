import { routePattern } from './analytics'

/**
 * What the web app reports when it fails in the browser (`POST /api/client-errors`), and the one
 * rule both ends apply so that no personal data is kept: the route pattern instead of the address
 * ('/symptoms/:conditionId', never a pet id or a share token), e-mail addresses and ids in the
 * text replaced, the stack cut to its first lines. Dependency-free (no zod): the schema is in
 * client-errors-api.ts.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 4000,
  stackLines: 15,
  route: 200,
  appVersion: 40,
} as const

export interface ClientErrorReport {
  message: string
  stack: string | null
  route: string
  appVersion: string
}

// Bounded parts (an address's local part is at most 64 characters) keep the scan linear on long text.
const EMAIL = /[^\s@<>()"',;:]{1,64}@[^\s@<>()"',;:.]{1,63}(?:\.[^\s@<>()"',;:.]{1,63})+/g
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi

/** E-mail addresses and ids ('GET /api/pets/<uuid>') out of a text. */
export function scrubPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(UUID, '[id]')
}

/** The first lines of a stack, within the length limit: where it failed, not the whole way there. */
export function trimStack(stack: string): string {
  const lines = stack.split('\n').slice(0, CLIENT_ERROR_LIMITS.stackLines)
  return lines.join('\n').slice(0, CLIENT_ERROR_LIMITS.stack)
}

/** A report as it may be sent and stored: trimmed, scrubbed, with the route as a pattern. */
export function sanitizeClientError(report: ClientErrorReport): ClientErrorReport {
  // Cut first (a page of text is never scanned whole), scrub, then cut to the limit again.
  const stack = report.stack ? trimStack(scrubPersonalData(trimStack(report.stack))) : null
  const message = scrubPersonalData(report.message.slice(0, 2 * CLIENT_ERROR_LIMITS.message)).trim()
  return {
    message: message.slice(0, CLIENT_ERROR_LIMITS.message) || 'Unknown error',
    stack: stack || null,
    route: routePattern(report.route),
    appVersion: report.appVersion.slice(0, CLIENT_ERROR_LIMITS.appVersion),
  }
}
