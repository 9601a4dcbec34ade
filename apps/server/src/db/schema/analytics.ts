import { sql } from 'drizzle-orm'
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'

/** The day a view counts into: a UTC date, so every instance counts into the same row whatever its time zone. */
export const pageViewToday = sql`(now() at time zone 'utc')::date`

/**
 * First-party page-view analytics (docs/product/feedback-and-admin.md#page-view-counts): one counter
 * per day and route pattern. No user, no cookie, no address, no id or token in the path.
 */
export const pageViewCounts = pgTable(
  'page_view_counts',
  {
    day: date('day').notNull(),
    /** The route pattern, e.g. '/symptoms/:conditionId'. */
    path: text('path').notNull(),
    views: integer('views').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
)
