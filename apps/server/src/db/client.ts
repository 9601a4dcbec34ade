import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { serverPaths } from '../paths'
import * as schema from './schema'

export type Schema = typeof schema
/** The one database type the services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction or the database itself: writes that run alone or inside a caller's transaction take this. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Applies the committed migrations (idempotent; safe with several instances starting). */
  migrate(): Promise<void>
  /** A cheap round trip for the health check. */
  ping(): Promise<boolean>
  close(): Promise<void>
  /**
   * Embedded database only: a consistent copy of its data folder as a tar (what PGlite's
   * `loadDataDir` takes back). PostgreSQL is backed up with its own tools (pg_dump).
   */
  snapshot?(): Promise<Uint8Array>
}

const migrationsFolder = serverPaths.migrations

/**
 * DATABASE_URL set → node-postgres against any PostgreSQL 14+; unset → embedded PGlite in the
 * data folder (`memory://` for tests). Same schema, same migrations (docs/decisions/001).
 */
export function openDatabase(options: {
  databaseUrl?: string
  pgliteDir?: string
  /** Embedded database only: start an empty data folder from this `snapshot()` tar. */
  pgliteSnapshot?: Uint8Array
}): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot)
}

function openPglite(dataDir: string, snapshot?: Uint8Array): DatabaseHandle {
  const client = new PGlite(dataDir, snapshot ? { loadDataDir: new Blob([snapshot as Uint8Array<ArrayBuffer>]) } : {})
  const db = drizzlePglite({ client, schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder })
    },
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close()
    },
    snapshot: async () => {
      // The checkpoint writes every committed change into the data files. The copy itself runs
      // under PGlite's query lock, so no statement runs while it is read: what a transaction in
      // flight wrote is undone on restore, as after a crash, and every commit is in.
      await client.exec('checkpoint')
      const dump = await client.dumpDataDir('none')
      return new Uint8Array(await dump.arrayBuffer())
    },
  }
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle connection that the server drops (restart, failover, a dropped test database) must
  // not crash the process: the pool replaces it on the next query.
  pool.on('error', () => {})
  const db = drizzlePg({ client: pool, schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait for the lock.
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock(7261537)')
        await migratePg(drizzlePg({ client }), { migrationsFolder })
      } finally {
        await client.query('select pg_advisory_unlock(7261537)').catch(() => {})
        client.release()
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}

/**
 * Writes an embedded database's data folder from a `snapshot()` tar into `dir` (which must not
 * hold a database yet). The server applies any newer migrations when it next starts.
 */
export async function restorePgliteDataDir(dir: string, snapshot: Uint8Array): Promise<void> {
  const handle = openPglite(dir, snapshot)
  await handle.db.execute(sql`select 1`)
  await handle.close()
}

/** The rows of a raw `db.execute()`: node-postgres answers { rows }, PGlite too; drizzle passes the driver's result through. */
export function resultRows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}
