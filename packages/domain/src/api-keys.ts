// Personal API keys (docs/product/api-keys.md): an owner's devices and automations call the
// pet-scoped API with `Authorization: Bearer <key>`. These are the rules both the server and the
// profile page follow; the server keeps only the key's SHA-256 (docs/decisions/029).

/** What every key starts with, so that a leaked key is recognisable (and a secret scanner can find it). */
export const API_KEY_PREFIX = 'pp_'
/** 32 random bytes in hex after the prefix: no characters a terminal or a YAML file would split on. */
const API_KEY_PATTERN = /^pp_[0-9a-f]{64}$/
/** The part of a key the list shows (`pp_` and 8 hex digits): enough to tell keys apart, useless to an attacker. */
export const API_KEY_DISPLAY_LENGTH = 11

export const API_KEY_NAME_MAX_LENGTH = 80
export const API_KEY_MAX_PETS = 50
/** Keys an account may hold at once, expired ones included: a list a person can still read. */
export const API_KEYS_PER_USER_MAX = 20
/** Requests per key per window (seconds); a device posting a count every few seconds stays well inside. */
export const API_KEY_RATE_LIMIT = { window: 60, max: 120 } as const
/** `last used` is written at most this often per key, so that a busy key does not write on every request. */
export const API_KEY_USE_RESOLUTION_MS = 60_000

export const API_KEY_ACCESS = ['read', 'read_write'] as const
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number]

export const apiKeyAccessLabels: Record<ApiKeyAccess, string> = {
  read: 'Read only',
  read_write: 'Read and write',
}

/** Whether `token` has the shape of a key; anything else is refused without a database look-up. */
export function isApiKeyFormat(token: string): boolean {
  return API_KEY_PATTERN.test(token)
}

/** The non-secret beginning of a key that the list shows (`pp_1a2b3c4d`). */
export function displayPrefixOf(key: string): string {
  return key.slice(0, API_KEY_DISPLAY_LENGTH)
}

/**
 * The credentials of an `Authorization: Bearer <token>` header (the scheme in any case, RFC 9110),
 * or null when the header is absent or another scheme. An empty token is still a bearer header:
 * the request chose a key over the session cookie, and is refused as an invalid key.
 */
export function bearerTokenOf(header: string | null | undefined): string | null {
  const match = header?.match(/^\s*bearer(?:\s+(.*))?$/i)
  return match ? (match[1] ?? '').trim() : null
}

/** Reads (GET, HEAD) need any key; every other method writes and needs a read-and-write key. */
export function apiKeyAllows(access: ApiKeyAccess, method: string): boolean {
  const upper = method.toUpperCase()
  return upper === 'GET' || upper === 'HEAD' || access === 'read_write'
}

/** A key works until its expiry instant (excluded); a key without one works until it is revoked. */
export function isApiKeyExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime()
}

/** Whether this use should be written as the key's `last used`: never written, or written a minute or more ago. */
export function shouldRecordApiKeyUse(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= API_KEY_USE_RESOLUTION_MS
}
