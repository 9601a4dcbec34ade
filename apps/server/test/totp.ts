import { URI } from 'otpauth'

/**
 * The code an authenticator app shows for the `otpauth://totp/…` URI the server hands out at
 * set-up, computed by the otpauth library (RFC 6238) — independently of the verifier the tests
 * check, never a faked one.
 */
export function totpCode(otpauthUri: string, atMs = Date.now()): string {
  return URI.parse(otpauthUri).generate({ timestamp: atMs })
}
