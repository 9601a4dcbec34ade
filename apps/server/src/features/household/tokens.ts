import { createHash, randomBytes } from 'node:crypto'
import { INVITATION_TTL_DAYS } from '@pawpulse/domain/household'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A fresh invitation token: 32 random bytes, base64url so it travels in a link unescaped. Only
 * its hash is stored, so someone who reads the database cannot use a pending invitation.
 */
export function createInvitationToken(now = new Date()) {
  const token = randomBytes(32).toString('base64url')
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
  }
}

/** SHA-256 is enough here: the token has 256 bits of entropy, so nothing can be guessed offline. */
export function hashInvitationToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
