import type { AdminOverview } from '@pawpulse/domain/admin'
import { FEEDBACK_SEVERITY_ORDER } from '@pawpulse/domain/feedback'
import { count, desc, eq, gt, gte, ne, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '#server/db/client.ts'
import { breathingRateLogs, pageViewCounts, pageViewToday, pets, symptomLogs, userFeedback, users, weightLogs } from '#server/db/schema.ts'

/** The overview counts page views per page over the last 30 days (docs/product/feedback-and-admin.md#the-admin-overview). */
export const PAGE_VIEW_WINDOW_DAYS = 30

const weekAgo = sql`now() - interval '7 days'`

async function countRows(db: Database, table: PgTable, createdAt?: PgColumn): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(table)
    .where(createdAt ? gte(createdAt, weekAgo) : undefined)
  return row?.value ?? 0
}

/** The numbers at the top of /admin: accounts, pets, logs this week, feedback, page views. */
export async function adminOverview({ db }: { db: Database }): Promise<AdminOverview> {
  const [[accounts], petCount, symptoms, breathing, weights, severities, pages] = await Promise.all([
    db.select({ value: count() }).from(users).where(eq(users.isAnonymous, false)),
    countRows(db, pets),
    countRows(db, symptomLogs, symptomLogs.createdAt),
    countRows(db, breathingRateLogs, breathingRateLogs.createdAt),
    countRows(db, weightLogs, weightLogs.createdAt),
    db
      .select({
        severity: userFeedback.severity,
        total: count(),
        open: sql<number>`count(*) filter (where ${ne(userFeedback.status, 'resolved')})`.mapWith(Number),
      })
      .from(userFeedback)
      .groupBy(userFeedback.severity),
    pageViewsByPath({ db, days: PAGE_VIEW_WINDOW_DAYS }),
  ])
  const bySeverity = new Map(severities.map((row) => [row.severity, row]))
  return {
    users: accounts?.value ?? 0,
    pets: petCount,
    logsThisWeek: symptoms + breathing + weights,
    feedbackBySeverity: FEEDBACK_SEVERITY_ORDER.map((severity) => ({
      severity,
      total: bySeverity.get(severity)?.total ?? 0,
      open: bySeverity.get(severity)?.open ?? 0,
    })),
    pageViews: { days: PAGE_VIEW_WINDOW_DAYS, pages },
  }
}

/** Views per route pattern over the last `days` days, today included; most viewed first. */
async function pageViewsByPath({ db, days }: { db: Database; days: number }) {
  const views = sql<number>`sum(${pageViewCounts.views})`.mapWith(Number)
  return db
    .select({ path: pageViewCounts.path, views })
    .from(pageViewCounts)
    .where(gt(pageViewCounts.day, sql`${pageViewToday} - ${sql.raw(String(Math.trunc(days)))}`))
    .groupBy(pageViewCounts.path)
    .orderBy(desc(views), pageViewCounts.path)
}
