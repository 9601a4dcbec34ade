import { sql } from 'drizzle-orm'
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamps } from './columns'
import { medications } from './health'
import { pets } from './pets'

/**
 * The Breath Monitor's per-pet settings (domain.md § SRR: "per-pet setting max breaths/min,
 * default 30"). No row means the defaults; the row is written on the first change.
 */
export const breathingSettings = pgTable(
  'breathing_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .unique()
      .references(() => pets.id, { onDelete: 'cascade' }),
    alertThreshold: smallint('alert_threshold').notNull().default(30),
    /** The counter's default countdown (domain.md: 15, 30 or 60 s). */
    defaultDurationSeconds: smallint('default_duration_seconds').notNull().default(30),
    ...timestamps,
  },
  (t) => [
    check('breathing_settings_threshold_check', sql`${t.alertThreshold} between 10 and 100`),
    check('breathing_settings_duration_check', sql`${t.defaultDurationSeconds} in (15, 30, 60)`),
  ],
)

/** A "dose given" record: the anchor of the next dose due (schedule.ts `nextDoseDue`). */
export const medicationDoses = pgTable(
  'medication_doses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    medicationId: uuid('medication_id')
      .notNull()
      .references(() => medications.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    /** The household member who gave it; kept as null when their account goes. */
    givenBy: uuid('given_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    // The last dose of a medication (next dose due) and its dose history.
    index('medication_doses_medication_given_idx').on(t.medicationId, t.givenAt.desc()),
    index('medication_doses_pet_given_idx').on(t.petId, t.givenAt.desc()),
  ],
)
