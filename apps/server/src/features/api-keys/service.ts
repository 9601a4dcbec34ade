import { API_KEY_PREFIX, API_KEYS_PER_USER_MAX, displayPrefixOf, isApiKeyExpired } from '@pawpulse/domain/api-keys'
import type { ApiKey, ApiKeyCreateInput, CreatedApiKey } from '@pawpulse/domain/api-keys-api'
import { addDays, localDate, localDayStart, safeTimeZone } from '@pawpulse/domain/time-zone'
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { assertPetAccess } from '#server/core/pet-access.ts'
import type { Database } from '#server/db/client.ts'
import { apiKeyPets, apiKeys, pets, reportShares, users } from '#server/db/schema.ts'
import { hashApiKey } from '#server/http/api-key-auth.ts'
import { AppError } from '#server/lib/app-error.ts'

type KeyRow = typeof apiKeys.$inferSelect

async function timeZoneOf(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId))
  return safeTimeZone(row?.timezone)
}

/** The user's keys, newest first, with the names of their pets; expired keys stay listed until revoked. */
export async function listApiKeys({ db, userId }: { db: Database; userId: string }): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
  if (rows.length === 0) return []
  const petRows = await db
    .select({ keyId: apiKeyPets.keyId, id: pets.id, name: pets.name })
    .from(apiKeyPets)
    .innerJoin(pets, eq(pets.id, apiKeyPets.petId))
    .where(
      inArray(
        apiKeyPets.keyId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(pets.name), asc(pets.id))
  const timeZone = await timeZoneOf(db, userId)
  const now = new Date()
  return rows.map((row) =>
    toView(
      row,
      petRows.filter((pet) => pet.keyId === row.id),
      timeZone,
      now,
    ),
  )
}

function toView(row: KeyRow, keyPets: { id: string; name: string }[], timeZone: string, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    pets: keyPets.map(({ id, name }) => ({ id, name })),
    access: row.access === 'read_write' ? 'read_write' : 'read',
    expiresAt: row.expiresAt?.toISOString() ?? null,
    // The key works to the end of the chosen day: its last working instant is on that date.
    expiresOn: row.expiresAt ? localDate(new Date(row.expiresAt.getTime() - 1), timeZone) : null,
    isExpired: isApiKeyExpired(row.expiresAt, now),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * A new key for the user's own devices: each pet must be one the user may change (a pet they
 * cannot see is 404, a pet they may only view 403, and nothing is saved). The secret is in this
 * answer only; the database keeps its SHA-256.
 */
export async function createApiKey({
  db,
  userId,
  input,
}: {
  db: Database
  userId: string
  input: ApiKeyCreateInput
}): Promise<CreatedApiKey> {
  const petIds = [...new Set(input.petIds)]
  for (const petId of petIds) await assertPetAccess({ db, userId, petId, need: 'write' })
  const [held] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId))
  if ((held?.n ?? 0) >= API_KEYS_PER_USER_MAX)
    throw new AppError(
      'CONFLICT',
      `You have ${API_KEYS_PER_USER_MAX} API keys, the most an account can hold. Revoke one you no longer use first.`,
    )

  const timeZone = await timeZoneOf(db, userId)
  const now = new Date()
  const expiresAt = input.expiresOn ? localDayStart(addDays(input.expiresOn, 1), timeZone) : null
  if (expiresAt && expiresAt <= now)
    throw new AppError('VALIDATION', 'Some fields are not valid.', { expiresOn: 'Choose today or a later date' })

  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('hex')}`
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        prefix: displayPrefixOf(secret),
        secretHash: hashApiKey(secret),
        access: input.access,
        expiresAt,
      })
      .returning()
    await tx.insert(apiKeyPets).values(petIds.map((petId) => ({ keyId: created!.id, petId })))
    return created!
  })
  const keyPets = await db
    .select({ id: pets.id, name: pets.name })
    .from(pets)
    .where(inArray(pets.id, petIds))
    .orderBy(asc(pets.name), asc(pets.id))
  return { key: toView(row, keyPets, timeZone, now), secret }
}

/**
 * Revoking deletes the key: the next request with it is refused as an unknown key. The share
 * links made with it are revoked first, in the same transaction (decision 060): they stay in the
 * pet's list as revoked.
 */
export async function revokeApiKey({ db, userId, keyId }: { db: Database; userId: string; keyId: string }): Promise<void> {
  if (!z.uuid().safeParse(keyId).success) throw AppError.notFound('API key not found')
  await db.transaction(async (tx) => {
    const [key] = await tx
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
      .for('update')
    if (!key) throw AppError.notFound('API key not found')
    await tx
      .update(reportShares)
      .set({ revokedAt: new Date() })
      .where(and(eq(reportShares.apiKeyId, keyId), isNull(reportShares.revokedAt)))
    await tx.delete(apiKeys).where(eq(apiKeys.id, keyId))
  })
}
