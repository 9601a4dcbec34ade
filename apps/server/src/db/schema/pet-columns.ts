import { uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { pets } from './pets'

// Columns shared by the tables of a pet's health records (kept apart from columns.ts, which
// pets.ts itself imports).

/** The pet a record belongs to; the record goes with the pet. */
export const petRef = () =>
  uuid('pet_id')
    .notNull()
    .references(() => pets.id, { onDelete: 'cascade' })

/**
 * Logs belong to the pet; `recorded_by` says which household member wrote them and survives
 * that member's account deletion as null.
 */
export const recordedBy = () => uuid('recorded_by').references(() => users.id, { onDelete: 'set null' })
