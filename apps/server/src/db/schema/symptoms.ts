import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { petRef, recordedBy } from './pet-columns'

/**
 * The measures differ per condition (MVD, IBD/CIBDAI, generic), so
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
