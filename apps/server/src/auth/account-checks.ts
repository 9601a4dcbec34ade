import { createHmac, randomUUID } from 'node:crypto'
import type { ChangeEmailInput, SignInInput, SignUpInput } from '@pawpulse/domain/auth-input'
import { isAPIError } from 'better-auth/api'
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { accounts, users } from '../db/schema'
import { clientIp } from '../http/client-ip'
import type { AppEnv, SessionUser } from '../http/env'
import { currentUser } from '../http/session'
import { AppError } from '../lib/app-error'
import { consumeRateLimit, type RateLimitRule, refundRateLimit } from '../lib/rate-limit'
import { createAccountMails } from './account-mail-delivery'
import { AUTH_BASE_PATH } from './create-auth'
import { isEmailChangeToken, readEmailTokenClaims } from './email-tokens'

/** The words of Better Auth's own rate limit answer (routes.ts), so no limit tells which check tripped. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.'

/** Counts a request that we answer before Better Auth's own limiter would see it. */
async function limit(c: Context<AppEnv>, key: string, rule: RateLimitRule) {
  try {
    await consumeRateLimit({ db: c.get('deps').database.db, key, rule })
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS)
    throw err
  }
}

/**
 * Failed sign-ins per account, whatever address they come from: the per-address limit alone lets
 * a guesser with many addresses (or a proxy that believed a forged X-Forwarded-For) try password
 * after password. Every attempt is counted before the password is checked, so parallel guesses
 * cannot slip past, and one that succeeds is given back: the owner signing in on a few devices is
 * never locked out. Unknown addresses are counted alike, so the limit tells nothing about who has
 * an account. The address is kept as an HMAC, like the shared-link limiter's.
 */
export async function countSignInAttempt(c: Context<AppEnv>, input: SignInInput) {
  const { database, config } = c.get('deps')
  const account = createHmac('sha256', config.authSecret).update(input.email.toLowerCase()).digest('base64url')
  const key = `sign-in-account:${account}`
  try {
    await consumeRateLimit({ db: database.db, key, rule: config.accountSignInLimit })
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'RATE_LIMITED')) throw err
    const refusal = new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS)
    refusal.retryAfterSeconds = err.retryAfterSeconds
    throw refusal
  }
  return { succeeded: () => refundRateLimit({ db: database.db, key }) }
}

/**
 * Sign-up with an address that already has an account (decision 012): the same 200 answer
 * Better Auth gives when it hides duplicates — a user-shaped body with `signedIn: false` and no
 * session — after the same password hashing, and a mail to the owner. Every sign-up is counted
 * here first, so the limit trips at the same attempt whether or not the address is known.
 * Returns null for a new address: Better Auth creates the account.
 */
export async function answerSignUpForExistingAccount(c: Context<AppEnv>, input: SignUpInput): Promise<Response | null> {
  const { database, config, mailer, log } = c.get('deps')
  await limit(c, `sign-up:${clientIp(c) ?? 'unknown'}`, config.authRateLimits.signUp)
  const email = input.email.toLowerCase()
  const [owner] = await database.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.email, email))
  if (!owner) return null

  await (await c.get('auth').$context).password.hash(input.password)
  const mails = createAccountMails({
    db: database.db,
    mailer,
    log,
    publicUrl: config.publicUrl,
    authUrl: `${config.publicUrl}${AUTH_BASE_PATH}`,
  })
  // After the answer, like Better Auth's own mails: the time taken must not differ.
  void mails.notifyExistingAccount(owner).catch((err: unknown) => log.error({ err }, 'sign-up notice could not be sent'))

  const now = new Date().toISOString()
  // The fields, and their order, of the user Better Auth answers for a new account.
  const user = {
    name: input.name,
    email,
    emailVerified: false,
    image: null,
    createdAt: now,
    updatedAt: now,
    isAnonymous: false,
    role: 'user',
    banned: false,
    banReason: null,
    banExpires: null,
    twoFactorEnabled: false,
    id: randomUUID(),
  }
  // What routes.ts makes of Better Auth's `token: null` (no session token ever leaves the server).
  return c.json({ signedIn: false, user }, 200)
}

/**
 * Before Better Auth sends the link for an e-mail change: the current password must be right
 * (counted per account like sign-in attempts) and the address must be a new one.
 */
export async function checkEmailChange(c: Context<AppEnv>, user: SessionUser, input: ChangeEmailInput) {
  await limit(c, `change-email:${user.id}`, c.get('deps').config.authRateLimits.signIn)
  if (input.newEmail.toLowerCase() === user.email.toLowerCase()) {
    const message = 'This is already your e-mail address.'
    throw new AppError('VALIDATION', message, { newEmail: message })
  }
  try {
    await c.get('auth').api.verifyPassword({ headers: c.req.raw.headers, body: { password: input.currentPassword } })
  } catch (err) {
    if (isAPIError(err) && err.body?.code === 'INVALID_PASSWORD') throw wrongCurrentPassword()
    throw err
  }
}

export function wrongCurrentPassword() {
  const message = 'Your current password is not correct.'
  return new AppError('VALIDATION', message, { currentPassword: message })
}

/**
 * A password change or reset cancels e-mail changes asked for before it: the notice to the old
 * address tells its owner to change the password, and this is what makes that stop a change
 * someone else started. Better Auth's links are stateless, so the check is the token's issue
 * time against the password's last change. Returns the redirect to the page's explanation.
 */
export async function refuseCancelledEmailChange(c: Context<AppEnv>): Promise<Response | null> {
  const token = c.req.query('token')
  if (!token) return null
  const claims = readEmailTokenClaims(token)
  if (!isEmailChangeToken(claims) || typeof claims.iat !== 'number') return null
  const [credential] = await c
    .get('deps')
    .database.db.select({ passwordChangedAt: accounts.updatedAt })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, claims.email.toLowerCase()), eq(accounts.providerId, 'credential')))
  // Issue times are whole seconds: a change in the same second as the link is not counted.
  if (!credential || credential.passwordChangedAt.getTime() < (claims.iat + 1) * 1000) return null
  const callback = c.req.query('callbackURL')
  const page = callback?.startsWith('/') && !callback.startsWith('//') ? callback : '/verify-email?result=changed'
  return c.redirect(`${page}${page.includes('?') ? '&' : '?'}error=EMAIL_CHANGE_CANCELLED`, 302)
}

/**
 * The new-address link opened in a browser that holds a guest session (the app makes one for
 * every visitor). Better Auth would call that "another account" and refuse; a guest is nobody's
 * account, so the link is handled as in a browser without a session: it signs the owner in there.
 */
export async function isGuestOpeningEmailChange(c: Context<AppEnv>): Promise<boolean> {
  const token = c.req.query('token')
  if (!token || !isEmailChangeToken(readEmailTokenClaims(token))) return false
  return (await currentUser(c))?.isAnonymous === true
}
