import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { getCookie } from 'hono/cookie'
import type { Context } from 'hono'
import type { Database } from '#server/db/client.ts'
import { sessions, users } from '#server/db/schema.ts'
import type { SessionUser } from '#server/http/env.ts'

/** Better Auth's session settings (create-auth.ts passes the same numbers to it). */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24

/** What the fast path found: a user, nobody, or "ask Better Auth" (a session due for its refresh, or expired). */
export type SessionLookupResult = { user: SessionUser } | { user: null } | 'ask-better-auth'

/**
 * The session behind a request's cookie in one prepared query (decision 033). Better Auth's own
 * `getSession` builds a Request, runs its endpoint pipeline and reads the session and the user in
 * two queries on every API call: a fifth of the server's time under load. Here the signed cookie
 * is checked exactly as Better Auth signs it (HMAC-SHA256 of the token under the auth secret) and
 * the session and its user are read together. Whatever needs Better Auth's writes goes to it: a
 * session due for its daily extension, and an expired one (which it deletes).
 */
export function createSessionLookup({ db, secret, secureCookies }: { db: Database; secret: string; secureCookies: boolean }) {
  const prefix = secureCookies ? '__Secure-' : ''
  const tokenCookie = `${prefix}better-auth.session_token`
  const dontRememberCookie = `${prefix}better-auth.dont_remember`
  const query = db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      isAnonymous: users.isAnonymous,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('pawpulse_session_user')

  return async function lookup(c: Context): Promise<SessionLookupResult> {
    const token = verifiedValue(getCookie(c, tokenCookie), secret)
    if (!token) return { user: null }
    const [row] = await query.execute({ token })
    if (!row) return { user: null }
    const now = Date.now()
    if (row.expiresAt.getTime() <= now) return 'ask-better-auth'
    // Better Auth's rule: a session is extended once it is older than updateAge, unless its owner
    // chose not to be remembered on this device.
    const dueForRefresh = row.expiresAt.getTime() - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now
    if (dueForRefresh && !getCookie(c, dontRememberCookie)) return 'ask-better-auth'
    const { id, email, name, role, isAnonymous, twoFactorEnabled } = row
    return { user: { id, email, name, role, isAnonymous, twoFactorEnabled } }
  }
}

/** The value of a cookie signed by Better Auth (better-call's `value.base64(HMAC)`), or null. */
export function verifiedValue(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null
  const dot = cookie.lastIndexOf('.')
  if (dot < 1) return null
  const value = cookie.slice(0, dot)
  const signature = cookie.slice(dot + 1)
  if (signature.length !== 44 || !signature.endsWith('=')) return null
  const given = Buffer.from(signature, 'base64')
  const expected = createHmac('sha256', secret).update(value).digest()
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null
}

export type SessionLookup = ReturnType<typeof createSessionLookup>
