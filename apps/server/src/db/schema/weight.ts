import { BODY_CONDITION_SCALE } from '@pawpulse/domain/body-condition'
import { MIN_WEIGHT } from '@pawpulse/domain/units'
import { sql } from 'drizzle-orm'
import { check, index, numeric, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { limit, timestamps } from './columns'
import { petRef, recordedBy } from './pet-columns'

/** The weight log (docs/product/health-tracking.md#weight-log). Body condition stored with its scale. */
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
    bodyConditionScale: smallint('body_condition_scale').notNull().default(BODY_CONDITION_SCALE),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('weight_logs_pet_measured_idx').on(t.petId, t.measuredAt.desc()),
    check('weight_logs_weight_check', sql`${t.weight} >= ${limit(MIN_WEIGHT)}`),
    check('weight_logs_unit_check', sql`${t.weightUnit} in ('kg', 'lb')`),
    check('weight_logs_bcs_check', sql`${t.bodyConditionScore} is null or ${t.bodyConditionScore} between 1 and ${t.bodyConditionScale}`),
  ],
)
