import {
  type ChangeEmailInput,
  changeEmailSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  sendVerificationEmailSchema,
  type SignInInput,
  type SignUpInput,
  signInSchema,
  signUpSchema,
} from '@pawpulse/domain/auth-input'
import { recoveryCodeSchema, totpCodeSchema, twoFactorPasswordSchema } from '@pawpulse/domain/two-factor-input'
import type { ErrorCode } from '@pawpulse/domain/api-error'
import { findUnstorableText, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@pawpulse/domain/text'
import { Hono } from 'hono'
import QRCode from 'qrcode'
import type { ZodType } from 'zod'
import { AppError, errorBody, statusByCode } from '../lib/app-error'
import { clientIp } from '../http/client-ip'
import type { AppEnv } from '../http/env'
import { hasBearerCredentials, requireAccount } from '../http/session'
import {
  answerSignUpForExistingAccount,
  checkEmailChange,
  countSignInAttempt,
  isGuestOpeningEmailChange,
  refuseCancelledEmailChange,
  TOO_MANY_ATTEMPTS,
  wrongCurrentPassword,
} from './account-checks'
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from './create-auth'
import { isExposedAuthEndpoint } from './exposed-endpoints'
import { handleApiNotFound } from '../http/error-handler'

/** Bodies we validate with the shared schemas before Better Auth sees them (same messages as the forms). */
const validatedBodies: Record<string, ZodType> = {
  '/sign-up/email': signUpSchema,
  '/sign-in/email': signInSchema,
  '/request-password-reset': forgotPasswordSchema,
  '/reset-password': resetPasswordSchema,
  '/change-password': changePasswordSchema,
  '/change-email': changeEmailSchema,
  '/send-verification-email': sendVerificationEmailSchema,
  '/two-factor/enable': twoFactorPasswordSchema,
  '/two-factor/disable': twoFactorPasswordSchema,
  '/two-factor/verify-totp': totpCodeSchema,
  '/two-factor/verify-backup-code': recoveryCodeSchema,
}

/** Guests have no password and only a placeholder address: these are for accounts. */
const accountOnlyPaths = new Set([
  '/change-password',
  '/change-email',
  '/send-verification-email',
  // Two-factor sign-in and passkeys protect an account's password sign-in (decision 061).
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
  '/passkey/update-passkey',
])

const signInAgain = 'This sign-in has expired. Sign in with your password again.'
const passkeyFailed = 'This passkey could not sign you in. Try again, or sign in with your password.'

const expiredLink = 'This link has expired or was already used. Ask for a new one.'

/** Better Auth's error codes that deserve a clearer message than its default. */
const knownAuthErrors: Record<string, { code: ErrorCode; message: string; field?: string }> = {
  USER_ALREADY_EXISTS: {
    code: 'CONFLICT',
    message: 'An account with this e-mail already exists. Sign in instead.',
    field: 'email',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    code: 'CONFLICT',
    message: 'An account with this e-mail already exists. Sign in instead.',
    field: 'email',
  },
  INVALID_EMAIL_OR_PASSWORD: { code: 'UNAUTHENTICATED', message: 'Incorrect e-mail or password.' },
  // Only /change-password answers this to a client (sign-in says INVALID_EMAIL_OR_PASSWORD).
  INVALID_PASSWORD: { code: 'VALIDATION', message: wrongCurrentPassword().message, field: 'currentPassword' },
  // /reset-password with a token that expired, was used or never existed.
  INVALID_TOKEN: { code: 'VALIDATION', message: expiredLink, field: 'token' },
  EMAIL_ALREADY_VERIFIED: { code: 'CONFLICT', message: 'Your e-mail address is already confirmed.' },
  EMAIL_MISMATCH: { code: 'VALIDATION', message: 'This is not the e-mail address of your account.', field: 'email' },
  MAIL_NOT_SENT: { code: 'UNAVAILABLE', message: 'The e-mail could not be sent right now. Please try again in a few minutes.' },
  // Two-factor sign-in and passkeys (decision 061). A wrong code changes nothing but the count
  // of attempts: five per sign-in, ten in a row lock the account's codes for 15 minutes.
  INVALID_CODE: {
    code: 'VALIDATION',
    message: 'That code is not right. Check the time on your phone and enter the newest code.',
    field: 'code',
  },
  INVALID_BACKUP_CODE: { code: 'VALIDATION', message: 'That recovery code is not right, or it was already used.', field: 'code' },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'UNAUTHENTICATED', message: 'Too many wrong codes. Sign in with your password again.' },
  ACCOUNT_TEMPORARILY_LOCKED: {
    code: 'RATE_LIMITED',
    message: 'Too many wrong codes for this account. Wait 15 minutes, then try again.',
  },
  INVALID_TWO_FACTOR_COOKIE: { code: 'UNAUTHENTICATED', message: signInAgain },
  TOTP_NOT_ENABLED: { code: 'CONFLICT', message: 'Start the set-up of two-factor sign-in again from your profile.' },
  PASSKEY_NOT_FOUND: { code: 'UNAUTHENTICATED', message: passkeyFailed },
  AUTHENTICATION_FAILED: { code: 'UNAUTHENTICATED', message: passkeyFailed },
  CHALLENGE_NOT_FOUND: { code: 'VALIDATION', message: 'The passkey request expired. Try again.' },
  FAILED_TO_VERIFY_REGISTRATION: { code: 'VALIDATION', message: 'The passkey could not be added. Try again.' },
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
}

/**
 * Mounts Better Auth under /api/auth, speaking the API's one error shape. Only the endpoints in
 * EXPOSED_AUTH_ENDPOINTS (exposed-endpoints.ts) are passed on; every other path is the API's 404.
 */
export function authRoutes() {
  const router = new Hono<AppEnv>()
  router.on(['GET', 'POST'], '/*', async (c) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length)
    if (!isExposedAuthEndpoint(c.req.method, path)) return handleApiNotFound(c)
    assertStorableUrl(c.req.url)
    let body: string | undefined
    let withoutSession = false
    let signInAttempt: { succeeded: () => Promise<void> } | undefined
    if (c.req.method === 'POST') {
      body = await c.req.text()
      const user = accountOnlyPaths.has(path) ? await requireAccount(c) : undefined
      const schema = validatedBodies[path]
      const input = schema ? parseBody(schema, body) : undefined
      if (path === '/sign-up/email') {
        const answer = await answerSignUpForExistingAccount(c, input as SignUpInput)
        if (answer) return answer
      }
      if (path === '/sign-in/email') signInAttempt = await countSignInAttempt(c, input as SignInInput)
      if (path === '/change-email' && user) {
        await checkEmailChange(c, user, input as ChangeEmailInput)
        // Better Auth has no use for the password; it never goes further than the check.
        body = JSON.stringify({ newEmail: (input as ChangeEmailInput).newEmail })
      } else if (input !== undefined) {
        body = JSON.stringify(input)
      } else {
        assertStorable(jsonValues(body))
      }
    } else if (path === '/verify-email') {
      const refusal = await refuseCancelledEmailChange(c)
      if (refusal) return refusal
      withoutSession = await isGuestOpeningEmailChange(c)
    }
    const headers = new Headers(c.req.raw.headers)
    // A request with a bearer header chose it as its credential: Better Auth never sees the cookie (decision 029).
    if (withoutSession || hasBearerCredentials(c)) headers.delete('cookie')
    headers.delete(CLIENT_IP_HEADER)
    const ip = clientIp(c)
    if (ip) headers.set(CLIENT_IP_HEADER, ip)
    if (body !== undefined) headers.set('content-type', 'application/json')

    const response = await c.get('auth').handler(new Request(c.req.url, { method: c.req.method, headers, body }))
    if (response.ok) await signInAttempt?.succeeded()
    if (response.status >= 400) return toAppErrorResponse(response)
    if (path === '/two-factor/enable') return withTotpQrCode(response)
    // A redirect (the mailed links) has no body worth reading, whatever its content type says.
    return response.status < 300 && isJson(response) ? withoutSessionTokens(response) : response
  })
  return router
}

/**
 * The set-up answer gets the otpauth URI drawn as an SVG QR code, so the page shows it without
 * shipping a QR encoder to every browser (decision 061). The URI holds the secret: it is drawn
 * here, never sent to a third party.
 */
async function withTotpQrCode(response: Response): Promise<Response> {
  const answer = (await response.json()) as { totpURI: string; backupCodes: string[] }
  const totpQrSvg = await QRCode.toString(answer.totpURI, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify({ ...answer, totpQrSvg }), { status: response.status, headers })
}

/**
 * Better Auth's other endpoints the app serves (sign-out, anything a plugin adds) may take text
 * that reaches the database too, so every key and value they are sent is checked like our own inputs:
 * a NUL character or a lone surrogate is a 400 naming the field, never a failed query.
 */
function assertStorable(values: unknown) {
  const path = findUnstorableText(values)
  if (path)
    throw new AppError('VALIDATION', 'Some fields are not valid.', { [path.length ? path.join('.') : '_']: UNSTORABLE_TEXT_MESSAGE })
}

/**
 * The path (`/reset-password/:token`) and the query of an auth request, decoded as Better Auth
 * will read them.
 */
function assertStorableUrl(url: string) {
  const { pathname, searchParams } = new URL(url)
  let path = pathname
  try {
    path = decodeURIComponent(pathname)
  } catch {
    // Not percent-encoded UTF-8: Better Auth answers it as an unknown address.
  }
  if (!isStorableText(path)) throw new AppError('VALIDATION', 'The address contains a NUL character or a broken emoji.')
  assertStorable(paramValues(searchParams))
}

/** A JSON body as values; anything else is left to Better Auth, which refuses it. */
function jsonValues(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Every value of every parameter (a repeated one as a list), so none escapes the check. */
function paramValues(params: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key)
    values[key] = all.length === 1 ? all[0]! : all
  }
  return values
}

function parseBody(schema: ZodType, text: string): unknown {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new AppError('VALIDATION', 'Malformed JSON in request body')
  }
  const result = schema.safeParse(json)
  if (!result.success) throw AppError.fromZod(result.error)
  return result.data
}

const isJson = (response: Response) => response.headers.get('content-type')?.includes('application/json') ?? false

/**
 * Better Auth answers sign-in, sign-up, guest sign-in and password changes with the new session's
 * token, and get-session with the session's: the cookie (httpOnly) is the only place a session
 * token goes, so no page script can read one (decision 012). The answers say `signedIn` instead:
 * whether a session was started (false for the sign-up of a taken address, decision 012).
 */
async function withoutSessionTokens(response: Response): Promise<Response> {
  const text = await response.text()
  const body = jsonValues(text)
  if (!isRecord(body)) return new Response(text, { status: response.status, headers: response.headers })
  const { token, ...rest } = body
  const clean: Record<string, unknown> = 'token' in body ? { signedIn: typeof token === 'string', ...rest } : rest
  if (isRecord(clean.session)) {
    const { token: _sessionToken, ...session } = clean.session
    clean.session = session
  }
  return rebuilt(response, clean)
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function rebuilt(response: Response, body: unknown): Response {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, headers })
}

async function toAppErrorResponse(response: Response): Promise<Response> {
  const payload = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
  const known = payload.code ? knownAuthErrors[payload.code] : undefined
  const error = known
    ? new AppError(known.code, known.message, known.field ? { [known.field]: known.message } : undefined)
    : new AppError(
        codeByStatus[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'VALIDATION'),
        response.status === 429
          ? TOO_MANY_ATTEMPTS
          : response.status >= 500
            ? 'Something went wrong on our side. Please try again.'
            : (payload.message ?? 'The request could not be completed.'),
      )
  const headers = new Headers(response.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Response(JSON.stringify(errorBody(error)), { status: statusByCode[error.code], headers })
}
