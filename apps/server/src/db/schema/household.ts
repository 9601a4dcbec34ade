import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamps } from './columns'
import { pets } from './pets'

/**
 * A co-parent the owner (`user_id`) invited. Which pets they share is a join table rather than
 * a `pet_ids` array, so a deleted pet cannot leave a dangling id and access checks are
 * an indexed join (docs/decisions/002). The API still speaks `petIds`.
 */
export const householdMembers = pgTable(
  'household_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's own account, once they accepted the invitation. */
    memberUserId: uuid('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    relationship: text('relationship'),
    phone: text('phone'),
    /** 'editor' (co-parent) | 'viewer' (read-only, e.g. a pet-sitter). */
    accessLevel: text('access_level').notNull().default('editor'),
    /** 'invited' | 'active' | 'revoked' */
    status: text('status').notNull().default('invited'),
    inviteSent: boolean('invite_sent').notNull().default(false),
    inviteSentAt: timestamp('invite_sent_at', { withTimezone: true }),
    /** SHA-256 of the single-use invitation token; the token itself is only in the e-mail. */
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('household_members_user_idx').on(t.userId),
    index('household_members_member_user_idx').on(t.memberUserId),
    // One pending or active membership per owner and e-mail (a revoked one may be re-invited).
    uniqueIndex('household_members_owner_email_uq')
      .on(t.userId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('invited', 'active') and ${t.email} is not null`),
    check('household_members_access_check', sql`${t.accessLevel} in ('editor', 'viewer')`),
    check('household_members_status_check', sql`${t.status} in ('invited', 'active', 'revoked')`),
  ],
)

export const householdMemberPets = pgTable(
  'household_member_pets',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => householdMembers.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.memberId, t.petId] }), index('household_member_pets_pet_idx').on(t.petId)],
)
