import { sql } from 'drizzle-orm'
import { timestamp } from 'drizzle-orm/pg-core'

/** created_at / updated_at on every table (docs/ARCHITECTURE.md#schema-as-code-migrations-committed). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

/**
 * A domain limit written into a check constraint. The zod schemas and the constraints read the
 * same constants (packages/domain), so the API refuses exactly what the column would: a value
 * that passes validation never fails a constraint as a 500.
 */
export const limit = (value: number) => sql.raw(String(value))
export const limitList = (values: readonly number[]) => sql.raw(values.join(', '))
/** A list of domain values (an enum's words, which never contain quotes) for an `in (…)` check. */
export const textList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))
