import { type AccountSession, describeUserAgent } from '@pawpulse/domain/account-sessions'
import type { Auth } from '#server/http/env.ts'
import { AppError } from '#server/lib/app-error.ts'

interface SessionCall {
  auth: Auth
  /** The request's headers: Better Auth finds the caller's session in its cookie. */
  headers: Headers
}

/** The caller's own signed-in devices, newest first, through Better Auth (its tokens stay here). */
async function ownSessions({ auth, headers }: SessionCall) {
  const [current, sessions] = await Promise.all([auth.api.getSession({ headers }), auth.api.listSessions({ headers })])
  if (!current) throw AppError.unauthenticated()
  return { currentId: current.session.id, sessions: [...sessions].sort((a, b) => +new Date(b.createdAt) - +new Date(a.createdAt)) }
}

export async function listAccountSessions(call: SessionCall): Promise<AccountSession[]> {
  const { currentId, sessions } = await ownSessions(call)
  return sessions.map((session) => ({
    id: session.id,
    device: describeUserAgent(session.userAgent),
    createdAt: new Date(session.createdAt).toISOString(),
    lastActiveAt: new Date(session.updatedAt).toISOString(),
    isCurrent: session.id === currentId,
  }))
}

/** Signs one other device out. Another account's session, or one already gone, is simply not found. */
export async function revokeAccountSession({ sessionId, ...call }: SessionCall & { sessionId: string }) {
  const { currentId, sessions } = await ownSessions(call)
  const session = sessions.find((s) => s.id === sessionId)
  if (!session) throw AppError.notFound('This session has already ended.')
  if (session.id === currentId) throw new AppError('VALIDATION', 'This is the device you are using. Use Sign out instead.')
  await call.auth.api.revokeSession({ headers: call.headers, body: { token: session.token } })
}

/** Signs out every device but this one; answers how many were signed out. */
export async function revokeOtherAccountSessions(call: SessionCall): Promise<number> {
  const { currentId, sessions } = await ownSessions(call)
  await call.auth.api.revokeOtherSessions({ headers: call.headers })
  return sessions.filter((s) => s.id !== currentId).length
}
