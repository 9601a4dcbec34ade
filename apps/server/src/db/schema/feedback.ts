import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamps } from './columns'

/** What `metadata` holds when a screenshot came with the feedback (its file name, a private file key). */
export interface FeedbackMetadata {
  fileName: string | null
  screenshotKey: string
  contentType: string
}

export const userFeedback = pgTable(
  'user_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull().default('bug'),
    severity: text('severity').notNull().default('minor'),
    heading: text('heading').notNull(),
    description: text('description').notNull(),
    pageUrl: text('page_url'),
    /** Null for a guest, and when the author deletes their account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The screenshot's fileName and screenshot_url (a private file key here). */
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    /** 'new' | 'in_progress' | 'resolved' (admin review). */
    status: text('status').notNull().default('new'),
    ...timestamps,
  },
  (t) => [
    index('user_feedback_created_idx').on(t.createdAt.desc()),
    check('user_feedback_type_check', sql`${t.type} in ('bug', 'enhancement', 'idea', 'question', 'other')`),
    check('user_feedback_severity_check', sql`${t.severity} in ('minor', 'moderate', 'major', 'blocking')`),
    check('user_feedback_status_check', sql`${t.status} in ('new', 'in_progress', 'resolved')`),
  ],
)
