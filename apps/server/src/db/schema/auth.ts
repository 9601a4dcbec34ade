import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'

/**
 * Better Auth's tables (user, session, account, verification, rateLimit; plural names), with the
 * anonymous and admin plugins' columns. The owner profile
 * (docs/product/accounts-and-guests.md#the-owner-profile) lives on the same `users` row, with
 * database defaults, so the profile exists from the very INSERT that creates the account: there is
 * no second write to retry and nothing half-created.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Better Auth's `name`, stored as the profile's full_name. */
  name: text('full_name').notNull(),
  image: text('image'),
  isAnonymous: boolean('is_anonymous').notNull().default(false),
  role: text('role').notNull().default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  preferredName: text('preferred_name'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  preferredNotificationMethods: text('preferred_notification_methods')
    .array()
    .notNull()
    .default(sql`ARRAY['email']::text[]`),
  country: text('country'),
  currency: text('currency'),
  unitSystem: text('unit_system'),
  timezone: text('timezone'),
  /** Quiet hours on the owner's clock ('HH:MM'); both set or both null. */
  quietHoursStart: text('quiet_hours_start'),
  quietHoursEnd: text('quiet_hours_end'),
  /** Reminder categories the owner unsubscribed from by e-mail (the link in each reminder e-mail). */
  emailMutedCategories: text('email_muted_categories')
    .array()
    .notNull()
    .default(sql`ARRAY[]::text[]`),
  /** The twoFactor plugin's flag: set once a TOTP code confirmed the set-up (decision 061). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  ...timestamps,
})

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: uuid('impersonated_by'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

/** Rate-limit counters live in the database so that several instances share them. */
export const rateLimits = pgTable('rate_limits', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})

/**
 * The twoFactor plugin's row (decision 061): the TOTP secret and the recovery codes, both encrypted
 * with the auth secret by Better Auth; `verified` stays false until the first code confirms the
 * set-up. The failure count and lock are Better Auth's per-account lockout.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId)],
)

/** The passkey plugin's row (decision 061): a WebAuthn credential's public key and its counter. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull().unique(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    ...timestamps,
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
)
