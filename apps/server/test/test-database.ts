import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'

let template: Uint8Array | undefined

/** The migrated data folder global-setup.ts made for this run, read once per worker. */
function pgliteTemplate(): Uint8Array | undefined {
  const file = inject('pgliteTemplate')
  if (file && !template) template = readFileSync(file)
  return template
}

/**
 * A fresh, migrated database per test file: PGlite in memory by default (a copy of the run's
 * migrated template), or a new database on the PostgreSQL server of TEST_DATABASE_URL (dropped
 * afterwards), so files run in parallel.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const handle = openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: pgliteTemplate() })
    await handle.migrate()
    return handle
  }
  const { url, drop } = await createPostgresDatabase(serverUrl)
  const handle = openDatabase({ databaseUrl: url })
  await handle.migrate()
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await drop()
    },
  }
}

/** A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pawpulse_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) }
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
