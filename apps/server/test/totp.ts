import { createHmac } from 'node:crypto'

/**
 * RFC 6238 TOTP (SHA-1, 6 digits, 30 s), written here from the RFC so that the tests compute a
 * code as an authenticator app does, independently of the verifier they test. Takes the
 * `otpauth://totp/…?secret=BASE32…` URI the server hands out at set-up.
 */
export function totpCode(otpauthUri: string, atMs = Date.now()): string {
  const secret = new URL(otpauthUri).searchParams.get('secret')
  if (!secret) throw new Error(`no secret in ${otpauthUri}`)
  return hotp(base32Decode(secret), Math.floor(atMs / 30_000))
}

function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 1_000_000).padStart(6, '0')
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

function base32Decode(text: string): Buffer {
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char)
    if (index < 0) throw new Error(`not base32: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}
