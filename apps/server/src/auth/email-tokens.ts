/**
 * What Better Auth writes into its e-mail verification tokens (signed JWTs): the account's
 * address, and for an e-mail change the new one and the step. Read without checking the
 * signature: only to choose which mail to send or to refuse a link early; Better Auth itself
 * verifies every token before acting on it.
 */
export interface EmailTokenClaims {
  email?: string
  updateTo?: string
  requestType?: string
  /** Issued at, in seconds. */
  iat?: number
}

export function readEmailTokenClaims(token: string): EmailTokenClaims {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    return payload && typeof payload === 'object' ? (payload as EmailTokenClaims) : {}
  } catch {
    return {}
  }
}

/** The second step of an e-mail change: the link mailed to the new address. */
export function isEmailChangeToken(claims: EmailTokenClaims): claims is EmailTokenClaims & { email: string; updateTo: string } {
  return typeof claims.email === 'string' && typeof claims.updateTo === 'string'
}
