import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamps } from './columns'
import { pets } from './pets'

/**
 * Logs belong to the pet; `recorded_by` says which household member wrote them and survives
 * that member's account deletion as null.
 */
const recordedBy = () => uuid('recorded_by').references(() => users.id, { onDelete: 'set null' })
const petRef = () =>
  uuid('pet_id')
    .notNull()
    .references(() => pets.id, { onDelete: 'cascade' })

export const petHealthConditions = pgTable(
  'pet_health_conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: petRef(),
    /** Spec §3: forced to the authenticated id. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A key from the condition list (mvd, ibd, …) or 'other'. */
    condition: text('condition').notNull(),
    /** The owner's own words when the list had no fitting option (kept for admin review). */
    otherName: text('other_name'),
    diagnosisDate: date('diagnosis_date'),
    ongoing: boolean('ongoing').notNull().default(true),
    resolutionDate: date('resolution_date'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [index('pet_health_conditions_pet_created_idx').on(t.petId, t.createdAt.desc())],
)

/** Per pet and condition key, e.g. { "acvimStage": "B2" } for MVD. */
export const conditionMetadata = pgTable(
  'condition_metadata',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: petRef(),
    conditionId: text('condition_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('condition_metadata_pet_condition_uq').on(t.petId, t.conditionId)],
)

/**
 * Spec: fields not shown. The measures differ per condition (MVD, IBD/CIBDAI, generic), so
 * they are a jsonb object validated by the condition's zod schema in packages/domain.
 */
export const symptomLogs = pgTable(
  'symptom_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: petRef(),
    recordedBy: recordedBy(),
    conditionId: text('condition_id').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    symptoms: jsonb('symptoms').$type<Record<string, unknown>>().notNull(),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('symptom_logs_pet_condition_logged_idx').on(t.petId, t.conditionId, t.loggedAt.desc()),
    // The history of every condition and the dashboard's latest entries, newest first.
    index('symptom_logs_pet_logged_idx').on(t.petId, t.loggedAt.desc()),
  ],
)

/** Spec: fields not shown. One sleeping/resting respiratory count (domain.md SRR). */
export const breathingRateLogs = pgTable(
  'breathing_rate_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: petRef(),
    recordedBy: recordedBy(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    breathCount: smallint('breath_count').notNull(),
    durationSeconds: smallint('duration_seconds').notNull(),
    breathsPerMinute: numeric('breaths_per_minute', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    /** 'sleeping' | 'resting' */
    context: text('context').notNull(),
    /** 'counter' (tap counter) | 'manual' */
    method: text('method').notNull(),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('breathing_rate_logs_pet_measured_idx').on(t.petId, t.measuredAt.desc()),
    check('breathing_rate_logs_count_check', sql`${t.breathCount} >= 0`),
    check('breathing_rate_logs_duration_check', sql`${t.durationSeconds} between 5 and 600`),
    check('breathing_rate_logs_bpm_check', sql`${t.breathsPerMinute} between 0 and 200`),
    check('breathing_rate_logs_context_check', sql`${t.context} in ('sleeping', 'resting')`),
  ],
)

/** The weight log (spec §1: behaviour not shown). Body condition stored with its scale. */
export const weightLogs = pgTable(
  'weight_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: petRef(),
    recordedBy: recordedBy(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    weight: numeric('weight', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    weightUnit: text('weight_unit').notNull(),
    bodyConditionScore: smallint('body_condition_score'),
    bodyConditionScale: smallint('body_condition_scale').notNull().default(9),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('weight_logs_pet_measured_idx').on(t.petId, t.measuredAt.desc()),
    check('weight_logs_weight_check', sql`${t.weight} > 0`),
    check('weight_logs_unit_check', sql`${t.weightUnit} in ('kg', 'lb')`),
    check(
      'weight_logs_bcs_check',
      sql`${t.bodyConditionScore} is null or ${t.bodyConditionScore} between 1 and ${t.bodyConditionScale}`,
    ),
  ],
)

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
    /** 'onboarding' when entered during pet onboarding (spec §3). */
    source: text('source'),
    /**
     * The structured schedule behind "next dose due" (schedule.ts), beside the spec's free-text
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
      sql`${t.scheduleIntervalHours} is null or (${t.scheduleIntervalHours} between 1 and 720 and ${t.scheduleFrequency} is null)`,
    ),
  ],
)
