import type { Tx } from './client'

/**
 * Queries built once per database handle and run with `sql.placeholder(…)` values: for the hot
 * reads (decisions 033 and 065). Building a query in Drizzle costs more CPU than PostgreSQL takes
 * to run a small one, and a named statement is parsed and planned once per connection instead of
 * on every request. `prepare` builds them, each `.prepare('pawpulse_<area>_<what>')` with a name
 * no other statement uses (node-postgres refuses one name for two texts on a connection).
 *
 * A statement belongs to the handle it was built on, so the cache is keyed by that handle, never
 * kept in a module-level variable: tests run many apps on many databases in one process, and a
 * transaction passed in gets statements that run inside it (kept only as long as it is). Nothing
 * that changes between requests may be written into a statement: the user, the pet, "today" and
 * date ranges are placeholders. On PGlite, Drizzle runs the built text with the values each time.
 */
export function preparedPerDatabase<Statements>(prepare: (db: Tx) => Statements): (db: Tx) => Statements {
  const built = new WeakMap<Tx, Statements>()
  return (db) => {
    let statements = built.get(db)
    if (!statements) built.set(db, (statements = prepare(db)))
    return statements
  }
}
