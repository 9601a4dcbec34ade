import { bearerTokenOf } from '@pawpulse/domain/api-keys'
import type { Context } from 'hono'
import { ADMIN_NEEDS_TWO_FACTOR_MESSAGE } from '@pawpulse/domain/two-factor'
import { AppError } from '../lib/app-error'
import type { AppEnv, SessionUser } from './env'

/**
 * The session's user, looked up once per request; the server never trusts a user id sent by the
 * client. A request that carries `Authorization: Bearer …` chose an API key as its credential: its
 * session cookie is ignored, so a key's request can never borrow a browser's session (decision
 * 029). Where keys are accepted, the router's guard has already set the key's owner here.
 */
export async function currentUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser | null> {
  const cached = c.get('user')
  if (cached !== undefined) return cached
  const user = hasBearerCredentials(c) ? null : await sessionUser(c)
  c.set('user', user)
  return user
}

/** The fast lookup answers most requests; Better Auth extends (or deletes) the sessions it hands back. */
async function sessionUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser | null> {
  const found = await c.get('sessionLookup')(c)
  if (found !== 'ask-better-auth') return found.user
  const session = await c.get('auth').api.getSession({ headers: c.req.raw.headers })
  if (!session) return null
  const user = session.user as typeof session.user & {
    role?: string | null
    isAnonymous?: boolean | null
    twoFactorEnabled?: boolean | null
  }
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role ?? 'user',
    isAnonymous: Boolean(user.isAnonymous),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  }
}

/** Whether the request carries `Authorization: Bearer …` (an API key, or the backup token). */
export function hasBearerCredentials(c: Context): boolean {
  return bearerTokenOf(c.req.header('authorization')) !== null
}

/** Any session, a guest's included (tracking pages). */
export async function requireUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser> {
  const user = await currentUser(c)
  if (!user) throw AppError.unauthenticated()
  return user
}

/** A real account: profile, household, sharing (guests are asked to sign up first). */
export async function requireAccount<E extends AppEnv>(c: Context<E>): Promise<SessionUser> {
  const user = await requireUser(c)
  if (user.isAnonymous) throw AppError.unauthenticated('Create an account or sign in to use this page.')
  return user
}

/**
 * Admin routes check the role here, on the server; the client's gate is only a convenience. The
 * role's powers also need two-factor sign-in (decision 061): it reads every account and all
 * feedback, so a guessed or leaked password alone must not be enough. Both come with the session's
 * user, read at each request, so turning two-factor sign-in off takes the powers away at once.
 */
export async function requireAdmin<E extends AppEnv>(c: Context<E>): Promise<SessionUser> {
  const user = await requireAccount(c)
  if (user.role !== 'admin') throw AppError.forbidden()
  if (!user.twoFactorEnabled) throw AppError.forbidden(ADMIN_NEEDS_TWO_FACTOR_MESSAGE)
  return user
}
