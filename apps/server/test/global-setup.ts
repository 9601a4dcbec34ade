import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/client.ts'
import { createPostgresDatabase } from './postgres-database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of an embedded database with every migration applied (see test-database.ts). */
    pgliteTemplate: string | null
    /** On PostgreSQL (TEST_DATABASE_URL): a migrated database each test file's database is copied from. */
    postgresTemplate: string | null
  }
}

/**
 * Migrating a new PGlite database takes 3–5 s of CPU; loading a migrated copy takes under one.
 * Once per run, migrate one and hand its data folder to every test file, which loads it and then
 * runs `migrate()` itself (a no-op unless the template is stale, so it stays the real path).
 */
export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    // The same on PostgreSQL: migrating a new database takes 5–7 s, `CREATE DATABASE … TEMPLATE`
    // of a migrated one 1–2 s. The template must have no connection while it is copied, so it is
    // migrated and closed here, before any test file starts.
    const template = await createPostgresDatabase(serverUrl)
    const handle = openDatabase({ databaseUrl: template.url })
    await handle.migrate()
    await handle.close()
    project.provide('pgliteTemplate', null)
    project.provide('postgresTemplate', template.name)
    return () => template.drop()
  }
  project.provide('postgresTemplate', null)
  const handle = openDatabase({ pgliteDir: 'memory://' })
  await handle.migrate()
  const snapshot = await handle.snapshot!()
  await handle.close()
  const dir = mkdtempSync(join(tmpdir(), 'pawpulse-test-template-'))
  const file = join(dir, 'migrated.tar')
  writeFileSync(file, snapshot)
  project.provide('pgliteTemplate', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
