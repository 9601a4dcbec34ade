import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Share-link tokens (docs/decisions/016): 32 bytes from the CSPRNG (256 bits), base64url. The
 * database keeps the SHA-256 (the lookup key) and the token sealed with AES-256-GCM under a key
 * derived from the server's secret, so the owner can copy the link again while a copy of the
 * database alone opens nothing.
 */
export function createShareToken(secret: string) {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashShareToken(token), tokenSealed: sealToken(token, secret) }
}

/** A hex SHA-256: the token has 256 bits of entropy, so a slow hash adds nothing. */
export function hashShareToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** Only a well-formed token is looked up; anything else is unknown without touching the database. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

/** The index finds the row by hash; this compares again in constant time before it is trusted. */
export function hashesMatch(a: string, b: string) {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

function keyOf(secret: string) {
  return Buffer.from(hkdfSync('sha256', secret, 'pawpulse', 'report-share-token', 32))
}

export function sealToken(token: string, secret: string) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.')
}

/** The token again, or null when the secret changed (the link then no longer works, and says so). */
export function openToken(sealed: string, secret: string): string | null {
  try {
    const [iv, data, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!)
    decipher.setAuthTag(tag!)
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
