import { randomUUID } from 'node:crypto'
import pg from 'pg'

/**
 * A new database on the PostgreSQL server of `serverUrl` — empty, or a copy of `template` (a
 * database name global-setup.ts made): its name, URL, and how to drop it. The file's own
 * `migrate()` still runs on a copy, a no-op unless the template is stale.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `pawpulse_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) }
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
