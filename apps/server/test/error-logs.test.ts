import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { createMemoryFileStore } from '#server/lib/file-store.ts'
import { createLogger, loggedPath } from '#server/lib/logger.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import { createTestDatabase } from './test-database'
import { TEST_ORIGIN, testConfig, uniqueEmail, cheapPasswordHasher } from './test-app'

// What the server writes when something fails must name the failure, not the data: no owner's
// words, no e-mail, no session token or token hash, however the failure came about.

const written: string[] = []
const log = createLogger('info', { write: (line: string) => void written.push(line) })
const database = await createTestDatabase()
const app = createApp({
  config: testConfig(),
  database,
  log,
  fileStore: createMemoryFileStore(),
  mailer: createMemoryMailer(),
  version: 'test',
  passwordHasher: cheapPasswordHasher,
})
afterAll(() => database.close())

const email = uniqueEmail('private')
const signUp = await app.request('/api/auth/sign-up/email', {
  method: 'POST',
  headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Private Person', email, password: 'a private password' }),
})
const cookie = signUp.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ')
const sessionToken = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0]!

function post(path: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

const entries = () => written.map((line) => JSON.parse(line) as Record<string, unknown>)

describe('error logs', () => {
  it('name a failed query by its SQL and PostgreSQL code, without its parameters', async () => {
    expect(sessionToken.length).toBeGreaterThan(10)
    // A real constraint violation the API cannot foresee (a rule added in the database only), so
    // the insert fails inside PostgreSQL with the owner's text among its parameters.
    await database.db.execute(sql`alter table pets add constraint pets_test_name_check check (name <> 'Whiskers the Secret')`)
    written.length = 0

    const response = await post('/api/pets', { name: 'Whiskers the Secret', species: 'cat', color: 'a very private colour' })
    expect(response.status).toBe(500)

    const failure = entries().find((entry) => entry.msg === 'unhandled error') as { err: Record<string, unknown> } | undefined
    expect(failure?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: expect.stringContaining('insert into "pets"'),
      cause: { code: '23514', constraint: 'pets_test_name_check', table: 'pets' },
    })
    const everything = written.join('\n')
    for (const secret of ['Whiskers the Secret', 'a very private colour', email, sessionToken]) expect(everything).not.toContain(secret)
  })

  it('keep the parameters out of what Better Auth logs when its own query fails', async () => {
    await database.db.execute(
      sql`alter table sessions add constraint sessions_test_agent_check check (user_agent is null or user_agent <> 'Secret Agent 007')`,
    )
    written.length = 0
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'user-agent': 'Secret Agent 007' },
      body: JSON.stringify({ email, password: 'a private password' }),
    })
    expect(response.status).toBe(500)
    expect(written.join('\n')).toContain('23514')
    const everything = written.join('\n')
    for (const secret of ['Secret Agent 007', email, 'a private password']) expect(everything).not.toContain(secret)
  })

  it('redact cookies, authorization and set-cookie headers in requests and responses', () => {
    written.length = 0
    log.info(
      {
        req: { headers: { cookie: `pawpulse.session_token=${sessionToken}`, authorization: 'Bearer abc.def' } },
        res: { headers: { 'set-cookie': `pawpulse.session_token=${sessionToken}; HttpOnly` } },
        headers: { cookie: 'loose=cookie-value' },
      },
      'headers',
    )
    const everything = written.join('\n')
    for (const secret of [sessionToken, 'Bearer abc.def', 'cookie-value']) expect(everything).not.toContain(secret)
    expect(entries()[0]).toMatchObject({
      req: { headers: { cookie: '[Redacted]', authorization: '[Redacted]' } },
      res: { headers: { 'set-cookie': '[Redacted]' } },
    })
  })

  it('name a database error read directly (not through Drizzle) by its code only', async () => {
    written.length = 0
    const secret = 'not-a-uuid-but-a-secret'
    const error = await database.db.execute(sql`select ${secret}::uuid`).then(
      () => null,
      (err: unknown) => err,
    )
    log.error({ err: (error as Error).cause }, 'direct')
    const [entry] = entries() as { err: Record<string, unknown> }[]
    expect(entry?.err).toMatchObject({ code: '22P02', message: 'Database error 22P02' })
    expect(written.join('\n')).not.toContain(secret)
  })
})

describe('request logs', () => {
  const uuid = '1b4e28ba-2fa1-41d2-883f-0016d3cca427'
  it.each([
    [`/api/calendar/${'Ab_-9'.repeat(8)}xyz.ics`, '/api/calendar/:token'],
    [`/api/shared-reports/${'k'.repeat(43)}`, '/api/shared-reports/:token'],
    [`/api/email-actions/${'eyJ0eXAi'.repeat(3)}.${'c2lnbmF0'.repeat(3)}/done`, '/api/email-actions/:token/done'],
    [`/api/invitations/${'Z'.repeat(43)}/accept`, '/api/invitations/:token/accept'],
    [`/api/pets/${uuid}/dashboard`, `/api/pets/${uuid}/dashboard`],
    ['/api/notification-preferences', '/api/notification-preferences'],
    [`/shared-report/${'t'.repeat(40)}`, '/shared-report/:token'],
  ])('log %s as %s: secrets in the address are not written, ids and words are', (path, logged) => {
    expect(loggedPath(path)).toBe(logged)
  })

  it('write a calendar feed’s request without its token', async () => {
    const token = 'Q'.repeat(43)
    written.length = 0
    const response = await app.request(`/api/calendar/${token}.ics`)
    expect(response.status).toBe(404)
    const lines = written.map((line) => JSON.parse(line) as { msg: string; path?: string })
    expect(lines.find((line) => line.msg === 'request')?.path).toBe('/api/calendar/:token')
    expect(written.join('\n')).not.toContain(token)
  })
})
