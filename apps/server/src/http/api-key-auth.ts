import {
  API_KEY_USE_RESOLUTION_MS,
  bearerTokenOf,
  isApiKeyExpired,
  isApiKeyFormat,
  shouldRecordApiKeyUse,
  type ApiKeyAccess,
} from '@pawpulse/domain/api-keys'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { createHash } from 'node:crypto'
import { apiKeys, users } from '../db/schema'
import { AppError } from '../lib/app-error'
import { consumeRateLimit } from '../lib/rate-limit'
import type { AppEnv, SessionUser } from './env'

/**
 * The OpenAPI security scheme of personal API keys (`Authorization: Bearer pp_…`, registered in
 * app.ts): accepted only where a route lists it beside the session, the pet-scoped API (decision 029).
 */
export const API_KEY_SCHEME = 'apiKey'

export const INVALID_API_KEY_MESSAGE = 'The API key is invalid, expired or revoked.'

/**
 * What is stored and looked up instead of the key. A plain SHA-256 suffices: the key is 256 random
 * bits, so there is nothing to guess from the hash and no need for a slow password hash. Looking
 * the hash up through the unique index is not a timing oracle either: an attacker who learns how
 * many leading characters of a hash matched cannot make a key with that hash (decision 029).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/**
 * Authenticates a request by its `Authorization: Bearer <key>`, for the routes whose `security`
 * accepts the `apiKey` scheme (http/router.ts): the key must exist (revoking deletes it), not be
 * expired, and belong to an account that is not banned; then its use is counted against the
 * key's rate limit. Sets the key's owner as the request's user and the key's grant beside it, so
 * that the pet router checks the key's pets and access on top of the owner's own access.
 */
export async function authenticateApiKey(c: Context<AppEnv>): Promise<SessionUser> {
  const token = bearerTokenOf(c.req.header('authorization')) ?? ''
  if (!isApiKeyFormat(token)) throw AppError.unauthenticated(INVALID_API_KEY_MESSAGE)
  const { database, config } = c.get('deps')
  const db = database.db
  const now = new Date()
  const [row] = await db
    .select({
      id: apiKeys.id,
      access: apiKeys.access,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      petIds: sql<string[]>`array(select pet_id::text from api_key_pets where key_id = ${apiKeys.id})`,
      userId: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      twoFactorEnabled: users.twoFactorEnabled,
      isAnonymous: users.isAnonymous,
      banned: users.banned,
      banExpires: users.banExpires,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.secretHash, hashApiKey(token)))
  const isBanned = Boolean(row?.banned) && (row?.banExpires == null || row.banExpires > now)
  if (!row || isApiKeyExpired(row.expiresAt, now) || row.isAnonymous || isBanned) throw AppError.unauthenticated(INVALID_API_KEY_MESSAGE)

  await consumeRateLimit({ db, key: `api-key|${row.id}`, rule: config.apiKeyRateLimit })
  if (shouldRecordApiKeyUse(row.lastUsedAt, now)) {
    // The condition repeats the check, so that instances answering the same key at once write it once.
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - API_KEY_USE_RESOLUTION_MS))),
        ),
      )
  }
  const user: SessionUser = {
    id: row.userId,
    email: row.email,
    name: row.name,
    role: row.role,
    isAnonymous: false,
    twoFactorEnabled: row.twoFactorEnabled,
  }
  c.set('user', user)
  c.set('apiKey', { id: row.id, access: row.access as ApiKeyAccess, petIds: new Set(row.petIds) })
  return user
}
