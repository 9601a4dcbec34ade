import { eq, type InferInsertModel, type InferSelectModel } from 'drizzle-orm'
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/client'

type TableWithId = PgTable & { id: AnyPgColumn }

/**
 * How every PATCH writes its row, so one rule holds for all of them: only the columns whose value
 * changes are set. When none does — an empty body `{}`, or only the values the row already has —
 * nothing is written (`updated_at` included) and the row is answered as it is: an empty PATCH is
 * a no-op that returns the current resource. `changed` lets a caller skip what follows a write.
 */
export async function patchRow<T extends TableWithId>(
  db: Tx,
  table: T,
  row: InferSelectModel<T>,
  values: Partial<InferInsertModel<T>>,
): Promise<{ row: InferSelectModel<T>; changed: boolean }> {
  const changes = changedValues(row as Record<string, unknown>, values as Record<string, unknown>)
  if (Object.keys(changes).length === 0) return { row, changed: false }
  const [updated] = (await db
    .update(table)
    .set(changes as PgUpdateSetSource<T>)
    .where(eq(table.id, (row as { id: unknown }).id))
    .returning()) as InferSelectModel<T>[]
  return { row: updated!, changed: true }
}

/** The entries of `values` that differ from `row`; `undefined` means "not sent". */
export function changedValues(row: Record<string, unknown>, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== undefined && !isSameValue(row[key], value)))
}

/** Equal as stored: dates by instant, arrays in order, objects (jsonb) by content whatever the key order. */
function isSameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => isSameValue(item, b[i]))
  }
  if (isObject(a) && isObject(b)) {
    const keysOf = (o: Record<string, unknown>) =>
      Object.keys(o)
        .filter((k) => o[k] !== undefined)
        .sort()
    const [keysA, keysB] = [keysOf(a), keysOf(b)]
    return keysA.length === keysB.length && keysA.every((key, i) => key === keysB[i] && isSameValue(a[key], b[key]))
  }
  return a === b
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
