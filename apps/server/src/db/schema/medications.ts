import { MEDICATION_INTERVAL_HOURS } from '@pawpulse/domain/schedule'
import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { limit, timestamps } from './columns'
import { petRef } from './pet-columns'
import { pets } from './pets'

export const medications = pgTable(
  'medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: petRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dosage: text('dosage'),
    frequency: text('frequency'),
    route: text('route'),
    category: text('category'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    notes: text('notes'),
    /** 'onboarding' when entered during pet onboarding. */
    source: text('source'),
    /**
     * The structured schedule behind "next dose due" (schedule.ts), beside the free-text
     * `frequency`: a named frequency or the vet's own interval in hours, never both.
     */
    scheduleFrequency: text('schedule_frequency'),
    scheduleIntervalHours: smallint('schedule_interval_hours'),
    ...timestamps,
  },
  (t) => [
    index('medications_pet_start_idx').on(t.petId, t.startDate.desc()),
    check(
      'medications_schedule_frequency_check',
      sql`${t.scheduleFrequency} is null or ${t.scheduleFrequency} in ('once_daily', 'twice_daily', 'three_times_daily', 'every_other_day', 'weekly', 'as_needed')`,
    ),
    check(
      'medications_schedule_interval_check',
      sql`${t.scheduleIntervalHours} is null or (${t.scheduleIntervalHours} between ${limit(MEDICATION_INTERVAL_HOURS.min)} and ${limit(MEDICATION_INTERVAL_HOURS.max)} and ${t.scheduleFrequency} is null)`,
    ),
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
