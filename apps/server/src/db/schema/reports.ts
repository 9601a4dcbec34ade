import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { apiKeys } from './api-keys'
import { users } from './auth'
import { timestamps } from './columns'
import { pets } from './pets'

/**
 * How a saved report or a link chooses its dates: the last `range_days` days (moving with
 * today), or the fixed dates `range_from`..`range_to`; exactly one of the two.
 */
const rangeColumns = () => ({
  rangeDays: smallint('range_days'),
  rangeFrom: date('range_from'),
  rangeTo: date('range_to'),
})
const rangeCheck = (name: string, t: { rangeDays: unknown; rangeFrom: unknown; rangeTo: unknown }) =>
  check(
    name,
    sql`(${t.rangeDays} between 1 and 400 and ${t.rangeFrom} is null and ${t.rangeTo} is null)
      or (${t.rangeDays} is null and ${t.rangeFrom} is not null and ${t.rangeTo} is not null and ${t.rangeFrom} <= ${t.rangeTo})`,
  )

/** A custom report the owner keeps: a name, a pet, its sections and range (docs/product/reports.md). */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    /** Who made it (the owner or a co-parent); it goes with their account. */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sections: text('sections').array().notNull(),
    ...rangeColumns(),
    ...timestamps,
  },
  (t) => [
    index('saved_reports_created_by_idx').on(t.createdBy, t.createdAt.desc()),
    index('saved_reports_pet_idx').on(t.petId),
    rangeCheck('saved_reports_range_check', t),
  ],
)

/**
 * A link that shows one pet's report without an account. Only the token's SHA-256 is looked up;
 * the token itself is kept encrypted with a key derived from the server's secret (so the owner can
 * copy the link again, and a database dump alone opens nothing). See docs/decisions/016.
 */
export const reportShares = pgTable(
  'report_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    savedReportId: uuid('saved_report_id').references(() => savedReports.id, { onDelete: 'set null' }),
    /**
     * The personal API key the link was made with, if any: revoking the key revokes the link
     * first (decision 060); `set null` only for a key deleted some other way.
     */
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** AES-256-GCM of the token: iv.ciphertext.tag in base64url. */
    tokenSealed: text('token_sealed').notNull(),
    sections: text('sections').array().notNull(),
    ...rangeColumns(),
    note: text('note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('report_shares_pet_created_idx').on(t.petId, t.createdAt.desc()),
    index('report_shares_created_by_idx').on(t.createdBy),
    index('report_shares_api_key_idx').on(t.apiKeyId),
    rangeCheck('report_shares_range_check', t),
  ],
)

/** Each time a link was opened: the time and what was fetched; no address is kept. */
export const reportShareAccesses = pgTable(
  'report_share_accesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => reportShares.id, { onDelete: 'cascade' }),
    /** 'view' | 'pdf' | 'csv' */
    kind: text('kind').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_share_accesses_share_idx').on(t.shareId, t.openedAt.desc()),
    check('report_share_accesses_kind_check', sql`${t.kind} in ('view', 'pdf', 'csv')`),
  ],
)
