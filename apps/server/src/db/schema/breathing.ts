import {
  ALERT_THRESHOLD_RANGE,
  COUNTER_DURATIONS,
  DEFAULT_ALERT_THRESHOLD,
  MANUAL_DURATION_RANGE,
  MAX_BREATHS_PER_MINUTE,
} from '@pawpulse/domain/breathing'
import { sql } from 'drizzle-orm'
import { check, index, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { limit, limitList, timestamps } from './columns'
import { petRef, recordedBy } from './pet-columns'
import { pets } from './pets'

/** One sleeping/resting respiratory count (docs/product/breathing.md#counting). */
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
    /** 'counter' (tap counter) | 'manual' | 'camera' */
    method: text('method').notNull(),
    /** A camera count's confidence, 0 to 1; null for the others (docs/product/breathing.md#counting-with-the-camera). */
    confidence: numeric('confidence', { precision: 4, scale: 3, mode: 'number' }),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('breathing_rate_logs_pet_measured_idx').on(t.petId, t.measuredAt.desc()),
    check('breathing_rate_logs_count_check', sql`${t.breathCount} >= 0`),
    // Counter durations (15, 30, 60 s) lie inside the manual range.
    check(
      'breathing_rate_logs_duration_check',
      sql`${t.durationSeconds} between ${limit(MANUAL_DURATION_RANGE.min)} and ${limit(MANUAL_DURATION_RANGE.max)}`,
    ),
    check('breathing_rate_logs_bpm_check', sql`${t.breathsPerMinute} between 0 and ${limit(MAX_BREATHS_PER_MINUTE)}`),
    check('breathing_rate_logs_context_check', sql`${t.context} in ('sleeping', 'resting')`),
    // Every count stored before the camera has none, and only a camera count has one.
    check('breathing_rate_logs_confidence_check', sql`${t.confidence} between 0 and 1`),
    check('breathing_rate_logs_camera_confidence_check', sql`(${t.method} = 'camera') = (${t.confidence} is not null)`),
  ],
)

/**
 * The Breath Monitor's per-pet settings (an alert threshold in breaths/min, default 30, and the
 * counter's countdown). No row means the defaults; the row is written on the first change.
 */
export const breathingSettings = pgTable(
  'breathing_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .unique()
      .references(() => pets.id, { onDelete: 'cascade' }),
    alertThreshold: smallint('alert_threshold').notNull().default(DEFAULT_ALERT_THRESHOLD),
    /** The counter's default countdown (15, 30 or 60 s). */
    defaultDurationSeconds: smallint('default_duration_seconds').notNull().default(30),
    ...timestamps,
  },
  (t) => [
    check(
      'breathing_settings_threshold_check',
      sql`${t.alertThreshold} between ${limit(ALERT_THRESHOLD_RANGE.min)} and ${limit(ALERT_THRESHOLD_RANGE.max)}`,
    ),
    check('breathing_settings_duration_check', sql`${t.defaultDurationSeconds} in (${limitList(COUNTER_DURATIONS)})`),
  ],
)
