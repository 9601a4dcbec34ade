import { DrizzleQueryError } from 'drizzle-orm'
import { type DestinationStream, pino, type Logger } from 'pino'

export type { Logger }

/**
 * Log policy (docs/decisions/010): logs name what failed, never what a person typed or a secret.
 * Credentials and cookies are redacted wherever they appear; a failed query is logged by its SQL
 * text (placeholders only) and PostgreSQL's error code, never its parameters — they hold owners'
 * words, e-mail addresses, session tokens and invitation token hashes.
 */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.tokenHash',
  '*.inviteTokenHash',
]

/**
 * Every address whose path carries a secret, with `:token` where it is: the API's and Better
 * Auth's, and the web app's pages that mailed or shared links open. The segment there is logged as
 * `:token`, whatever its length (a reset token is 24 characters, decision 059).
 * `test/logged-paths.test.ts` derives the token-bearing routes from the API document, the Better
 * Auth endpoints the app serves and the web app's page paths, and fails when one is missing here.
 */
export const TOKEN_PATHS = [
  '/api/auth/reset-password/:token',
  '/api/invitations/:token',
  '/api/invitations/:token/accept',
  '/api/shared-reports/:token',
  '/api/shared-reports/:token/photo',
  '/api/shared-reports/:token/:file',
  '/api/my-shared-reports/:token',
  '/api/email-actions/:token',
  '/api/email-actions/:token/done',
  '/api/email-actions/:token/unsubscribe',
  // `<token>.ics`: the whole segment goes.
  '/api/calendar/:token',
  '/reminders/done/:token',
  '/reminders/unsubscribe/:token',
  '/shared-report/:token',
  '/my-shared-report-preview/:token',
] as const

const tokenPaths = TOKEN_PATHS.map((path) => path.split('/'))

/** The segments of `path` with the token masked, if it is one of TOKEN_PATHS. */
function maskedByRoute(segments: string[]): string[] | null {
  // `/api/invitations/<token>/` is the same address as without its last slash.
  const length = segments.length > 1 && segments.at(-1) === '' ? segments.length - 1 : segments.length
  for (const pattern of tokenPaths) {
    if (pattern.length !== length) continue
    if (pattern.every((part, i) => part.startsWith(':') || part === segments[i]))
      return segments.map((segment, i) => (pattern[i] === ':token' ? ':token' : segment))
  }
  return null
}

/**
 * A request path as it may be logged: the token of a TOKEN_PATHS address becomes `:token`. As a
 * backstop for an address not listed yet, any other segment that looks like a secret (a long
 * base64url or dotted signed string) goes too; ids (UUIDs) and words stay, so a log line still
 * says which pet or which page.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const SECRET_SEGMENT = /^[A-Za-z0-9_.~-]{32,}$/
export function loggedPath(path: string): string {
  const segments = path.split('/')
  return (maskedByRoute(segments) ?? segments)
    .map((segment) => (!UUID.test(segment) && SECRET_SEGMENT.test(segment) ? ':token' : segment))
    .join('/')
}

/** `destination` lets tests read what would be written. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'pawpulse' },
    redact: REDACTED_PATHS,
    serializers: { err: safeError },
  }
  return destination ? pino(options, destination) : pino(options)
}

/** PostgreSQL's error fields that describe the failure without quoting any value. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'dataType', 'routine'] as const
const MAX_QUERY_LENGTH = 500
const MAX_CAUSES = 5

/**
 * An error as it may be logged. A failed query keeps its SQL (placeholders, no values), the
 * database's error code and the names of what it concerns; its message, detail and stack quote
 * the parameters or the offending value ('invalid input syntax for type uuid: "…"'), so they go.
 */
export function safeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err }
  const cause = err.cause !== undefined && depth < MAX_CAUSES ? { cause: safeError(err.cause, depth + 1) } : {}
  if (err instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: err.query.slice(0, MAX_QUERY_LENGTH),
      stack: frames(err),
      ...cause,
    }
  }
  if (isDatabaseError(err)) {
    const fields = Object.fromEntries(DATABASE_FIELDS.flatMap((key) => (typeof err[key] === 'string' ? [[key, err[key]]] : [])))
    return { type: err.name, message: `Database error ${err.code}`, ...fields, stack: frames(err) }
  }
  return {
    type: err.name,
    message: err.message,
    stack: err.stack,
    ...cause,
  }
}

/** Any value handed to the logger by a library (Better Auth passes errors as extra arguments). */
export function safeLogValue(value: unknown): unknown {
  return value instanceof Error ? safeError(value) : value
}

function isDatabaseError(err: Error): err is Error & Record<(typeof DATABASE_FIELDS)[number], unknown> {
  const { code } = err as { code?: unknown }
  // SQLSTATE: five digits or capital letters (23505, 22P02, 08006).
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

/** The stack's frames without its first line, which repeats the message. */
function frames(err: Error): string | undefined {
  return err.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n')
}
