import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { pageViewCounts, pageViewToday } from '#server/db/schema.ts'

/** One more view of a route pattern today: a single upsert, cheap enough to take without a session. */
export async function recordPageView({ db, pattern }: { db: Database; pattern: string }) {
  await db
    .insert(pageViewCounts)
    .values({ day: sql`${pageViewToday}`, path: pattern, views: 1 })
    .onConflictDoUpdate({
      target: [pageViewCounts.day, pageViewCounts.path],
      set: { views: sql`${pageViewCounts.views} + 1`, updatedAt: sql`now()` },
    })
}
