import { API_KEY_ACCESS, API_KEY_NAME_MAX_LENGTH } from '@pawpulse/domain/api-keys'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { limit, textList, timestamps } from './columns'
import { pets } from './pets'

/**
 * A personal API key (docs/product/api-keys.md, docs/decisions/029): the owner's devices call
 * the pet-scoped API with it. Only the SHA-256 of the secret is stored and looked up; revoking
 * deletes the row, so a revoked key is simply unknown.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, shown in the list (not secret). */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key. */
    secretHash: text('secret_hash').notNull().unique(),
    /** 'read' | 'read_write' */
    access: text('access').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per key (API_KEY_USE_RESOLUTION_MS). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('api_keys_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('api_keys_access_check', sql`${t.access} in (${textList(API_KEY_ACCESS)})`),
    check('api_keys_name_check', sql`char_length(${t.name}) between 1 and ${limit(API_KEY_NAME_MAX_LENGTH)}`),
  ],
)

/** The pets a key may touch; the owner's access to each is checked again on every request. */
export const apiKeyPets = pgTable(
  'api_key_pets',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.petId] }), index('api_key_pets_pet_idx').on(t.petId)],
)
