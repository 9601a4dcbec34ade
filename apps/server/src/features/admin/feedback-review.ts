import {
  type Feedback,
  type FeedbackFilters,
  FEEDBACK_SEVERITY_ORDER,
  type FeedbackStatus,
  type FeedbackSummary,
} from '@pawpulse/domain/feedback'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { patchRow } from '#server/core/patch.ts'
import type { Database } from '#server/db/client.ts'
import { type FeedbackMetadata, userFeedback, users } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import type { FileStore, StoredFile } from '#server/lib/file-store.ts'

/**
 * The review order in SQL (docs/product/feedback-and-admin.md#reviewing-feedback): blocking, major,
 * moderate, minor, then newest (the id breaks ties, as in the domain's `compareFeedback`). The
 * literals come from our own constant, not from input.
 */
const severityRank = sql`case ${userFeedback.severity} ${sql.raw(
  FEEDBACK_SEVERITY_ORDER.map((severity, rank) => `when '${severity}' then ${rank}`).join(' '),
)} end`

const columns = {
  id: userFeedback.id,
  type: userFeedback.type,
  severity: userFeedback.severity,
  heading: userFeedback.heading,
  description: userFeedback.description,
  pageUrl: userFeedback.pageUrl,
  status: userFeedback.status,
  metadata: userFeedback.metadata,
  createdAt: userFeedback.createdAt,
  updatedAt: userFeedback.updatedAt,
  userEmail: users.email,
}

/** Feedback with its author's e-mail (null for a guest, or once the author deleted the account). */
const selectFeedback = (db: Database) => db.select(columns).from(userFeedback).leftJoin(users, eq(users.id, userFeedback.userId))
type Row = Awaited<ReturnType<typeof selectFeedback>>[number]

/** The admin-only file route of a feedback's screenshot, when it has one. */
function screenshotUrl(id: string) {
  return `/api/admin/feedback/${id}/screenshot`
}

function screenshotKeyOf(metadata: Record<string, unknown> | null): string | null {
  const key = (metadata as Partial<FeedbackMetadata> | null)?.screenshotKey
  return typeof key === 'string' ? key : null
}

/** The CHECK constraints guarantee the enumerations; the casts only tell TypeScript. */
function toFeedback(row: Row): Feedback {
  return {
    id: row.id,
    type: row.type as Feedback['type'],
    severity: row.severity as Feedback['severity'],
    heading: row.heading,
    description: row.description,
    pageUrl: row.pageUrl,
    userEmail: row.userEmail,
    status: row.status as Feedback['status'],
    screenshotUrl: screenshotKeyOf(row.metadata) ? screenshotUrl(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function summaryOf(row: Row): FeedbackSummary {
  const { description: _description, ...summary } = toFeedback(row)
  return summary
}

/** All feedback matching the filters, in review order (most severe, then newest), one page at a time. */
export async function listFeedback({ db, filters }: { db: Database; filters: FeedbackFilters }) {
  const conditions: SQL[] = []
  if (filters.type) conditions.push(eq(userFeedback.type, filters.type))
  if (filters.severity) conditions.push(eq(userFeedback.severity, filters.severity))
  if (filters.status) conditions.push(eq(userFeedback.status, filters.status))
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [total]] = await Promise.all([
    selectFeedback(db)
      .where(where)
      .orderBy(severityRank, desc(userFeedback.createdAt), desc(userFeedback.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ value: count() }).from(userFeedback).where(where),
  ])
  return { feedback: rows.map(summaryOf), total: total?.value ?? 0 }
}

async function findFeedback(db: Database, id: string): Promise<Row | undefined> {
  const [row] = await selectFeedback(db).where(eq(userFeedback.id, id))
  return row
}

export async function getFeedback({ db, id }: { db: Database; id: string }): Promise<Feedback> {
  const row = await findFeedback(db, id)
  if (!row) throw AppError.notFound('Feedback not found')
  return toFeedback(row)
}

/** No status sent: nothing changes and the feedback is answered as it is. */
export async function updateFeedbackStatus({
  db,
  id,
  status,
}: {
  db: Database
  id: string
  status: FeedbackStatus | undefined
}): Promise<Feedback> {
  const [row] = await db.select().from(userFeedback).where(eq(userFeedback.id, id))
  if (!row) throw AppError.notFound('Feedback not found')
  await patchRow(db, userFeedback, row, { status })
  return getFeedback({ db, id })
}

/** The screenshot's bytes; a feedback without one (or an unknown id) is the same 404. */
export async function readFeedbackScreenshot({
  db,
  fileStore,
  id,
}: {
  db: Database
  fileStore: FileStore
  id: string
}): Promise<StoredFile> {
  const [row] = await db.select({ metadata: userFeedback.metadata }).from(userFeedback).where(eq(userFeedback.id, id))
  const key = row ? screenshotKeyOf(row.metadata) : null
  const file = key ? await fileStore.get(key) : null
  if (!file) throw AppError.notFound('Screenshot not found')
  return file
}
