import { desc, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { pageViewCounts } from '../../db/schema'

/** Days are UTC dates, so every instance counts into the same row whatever its time zone. */
const today = sql`(now() at time zone 'utc')::date`

/** One more view of a route pattern today: a single upsert, cheap enough to take without a session. */
export async function recordPageView({ db, pattern }: { db: Database; pattern: string }) {
  await db
    .insert(pageViewCounts)
    .values({ day: sql`${today}`, path: pattern, views: 1 })
    .onConflictDoUpdate({
      target: [pageViewCounts.day, pageViewCounts.path],
      set: { views: sql`${pageViewCounts.views} + 1`, updatedAt: sql`now()` },
    })
}

/** Views per route pattern over the last `days` days, today included; most viewed first. */
export async function pageViewsByPath({ db, days }: { db: Database; days: number }) {
  const views = sql<number>`sum(${pageViewCounts.views})`.mapWith(Number)
  return db
    .select({ path: pageViewCounts.path, views })
    .from(pageViewCounts)
    .where(gt(pageViewCounts.day, sql`${today} - ${sql.raw(String(Math.trunc(days)))}`))
    .groupBy(pageViewCounts.path)
    .orderBy(desc(views), pageViewCounts.path)
}
