import { boolean, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamps } from './columns'
import { petRef } from './pet-columns'

export const petHealthConditions = pgTable(
  'pet_health_conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: petRef(),
    /** Always the session's user, never one from the request. */
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
