import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts'
import { createPostgresDatabase } from './postgres-database'

let template: Uint8Array | undefined

/** The migrated data folder global-setup.ts made for this run, read once per worker. */
function pgliteTemplate(): Uint8Array | undefined {
  const file = inject('pgliteTemplate')
  if (file && !template) template = readFileSync(file)
  return template
}

/**
 * A fresh, migrated database per test file: PGlite in memory by default (a copy of the run's
 * migrated template), or on the PostgreSQL server of TEST_DATABASE_URL a copy of the run's migrated
 * template database (dropped afterwards), so files run in parallel.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const handle = openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: pgliteTemplate() })
    await handle.migrate()
    return handle
  }
  const { url, drop } = await createPostgresDatabase(serverUrl, inject('postgresTemplate') ?? undefined)
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
