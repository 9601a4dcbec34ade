import type { Context } from 'hono'
import { AppError } from '../lib/app-error'
import type { AppEnv, SessionUser } from './env'

/** The session's user, looked up once per request; the server never trusts a user id sent by the client. */
export async function currentUser<E extends AppEnv>(c: Context<E>): Promise<SessionUser | null> {
  const cached = c.get('user')
  if (cached !== undefined) return cached
  const session = await c.get('auth').api.getSession({ headers: c.req.raw.headers })
  const user = session
    ? {
        id: session.user.id,
        email: session.user.email,
        name: session.user.name,
        role: (session.user as { role?: string }).role ?? 'user',
        isAnonymous: Boolean((session.user as { isAnonymous?: boolean }).isAnonymous),
      }
    : null
  c.set('user', user)
  return user
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

/** Admin routes check the role here, on the server; the client's gate is only a convenience. */
export async function requireAdmin<E extends AppEnv>(c: Context<E>): Promise<SessionUser> {
  const user = await requireAccount(c)
  if (user.role !== 'admin') throw AppError.forbidden()
  return user
}
