import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * The links in a reminder e-mail work without signing in: "Mark done" for one occurrence and
 * "unsubscribe" from one category. Each carries what it acts on, signed with a key derived from
 * the server's secret (HMAC-SHA256), so nobody can make one for another occurrence or user.
 * "Mark done" is single-use because the occurrence is then done; a second click says so.
 */
export type EmailAction = { kind: 'done'; occurrenceId: string } | { kind: 'unsubscribe'; userId: string; category: string }

function keyOf(secret: string) {
  return Buffer.from(hkdfSync('sha256', secret, 'pawpulse', 'reminder-email-action', 32))
}

function signature(secret: string, payload: string) {
  return createHmac('sha256', keyOf(secret)).update(payload).digest('base64url')
}

function payloadOf(action: EmailAction): string {
  return action.kind === 'done' ? `done:${action.occurrenceId}` : `unsubscribe:${action.userId}:${action.category}`
}

export function signEmailAction(secret: string, action: EmailAction): string {
  const payload = payloadOf(action)
  return `${Buffer.from(payload).toString('base64url')}.${signature(secret, payload)}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const CATEGORY = /^[a-z_]{1,40}$/

/** The action a token carries, or null for anything not signed by this server. */
export function verifyEmailAction(secret: string, token: string): EmailAction | null {
  const [encoded, sig, extra] = token.split('.')
  if (!encoded || !sig || extra !== undefined || token.length > 300) return null
  const payload = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signature(secret, payload))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const [kind, first, second] = payload.split(':')
  if (kind === 'done' && first && UUID.test(first) && second === undefined) return { kind, occurrenceId: first }
  if (kind === 'unsubscribe' && first && UUID.test(first) && second && CATEGORY.test(second))
    return { kind, userId: first, category: second }
  return null
}
