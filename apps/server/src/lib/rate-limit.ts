import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { AppError } from './app-error'

export interface RateLimitRule {
  /** Seconds. */
  window: number
  max: number
}

/**
 * Counts one request against `key` in a fixed window, in the database, so every instance shares
 * the count (the same `rate_limits` table Better Auth uses; our keys start with 'app:' so they
 * never meet its 'ip|path' keys). One atomic upsert per request.
 */
export async function consumeRateLimit({
  db,
  key,
  rule,
  now = Date.now(),
}: {
  db: Database
  key: string
  rule: RateLimitRule
  now?: number
}) {
  const windowStart = now - rule.window * 1000
  // Both drivers (PGlite, node-postgres) answer a raw query with `{ rows }`.
  const { rows } = (await db.execute(sql`
    insert into rate_limits (id, key, count, last_request) values (gen_random_uuid(), ${`app:${key}`}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${windowStart} then ${now} else rate_limits.last_request end
    returning count, last_request`)) as unknown as { rows: { count: number | string; last_request: number | string }[] }
  if (Number(rows[0]?.count ?? 0) > rule.max) {
    // The window started at the stored request and ends `window` seconds later.
    const windowEnds = Number(rows[0]?.last_request ?? now) + rule.window * 1000
    throw AppError.rateLimited((windowEnds - now) / 1000)
  }
}

/**
 * Takes back one request counted against `key` (never below zero): for limits that count only
 * what failed, every attempt is counted first — so parallel tries cannot slip past — and one that
 * succeeded is given back.
 */
export async function refundRateLimit({ db, key }: { db: Database; key: string }) {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${`app:${key}`}`)
}
