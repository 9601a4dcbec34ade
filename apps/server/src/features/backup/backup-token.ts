import { createHmac, timingSafeEqual } from 'node:crypto'

/** How far the token's time may be from the server's clock (the command sends it at once). */
const WINDOW_SECONDS = 120

const sign = (secret: string, seconds: number) => createHmac('sha256', secret).update(`pawpulse-backup:${seconds}`).digest('hex')

/**
 * `<unix seconds>.<HMAC-SHA256 of them under the auth secret>`: whoever can read the secret (the
 * data folder's owner, or whoever set PAWPULSE_AUTH_SECRET) can ask for a backup; the secret
 * itself never travels, and a token stops working after two minutes.
 */
export function backupToken(secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000)
  return `${seconds}.${sign(secret, seconds)}`
}

export function isValidBackupToken(secret: string, token: string, now = Date.now()): boolean {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(token)
  if (!match) return false
  const seconds = Number(match[1])
  if (Math.abs(now / 1000 - seconds) > WINDOW_SECONDS) return false
  return timingSafeEqual(Buffer.from(sign(secret, seconds), 'hex'), Buffer.from(match[2]!, 'hex'))
}
