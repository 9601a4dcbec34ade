import { petImageSchema } from '@pawpulse/domain/pets'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageAs } from './fixtures/images'
import { startS3Server, type TestS3Server } from './fixtures/s3-server'
import { call, freePort, signUp, startServer, type ServerProcess } from './fixtures/server-process'
import { createPostgresDatabase } from './postgres-database'

// Two real server processes behind an imaginary load balancer: one PostgreSQL database, one
// bucket, one auth secret, each its own data folder (decision 034). PGlite is one process's
// database, so this runs in the PostgreSQL lane only.
const serverUrl = process.env.TEST_DATABASE_URL
const title = serverUrl
  ? 'two instances on one database and one bucket'
  : 'two instances on one database and one bucket (skipped: needs PostgreSQL, TEST_DATABASE_URL; PGlite is one process’s)'

/** Reminders due at once: enough that both instances' dispatchers find work in the same tick. */
const DUE_REMINDERS = 20

describe.skipIf(!serverUrl)(title, () => {
  let database: { url: string; drop(): Promise<void> }
  let s3: TestS3Server
  let db: pg.Client
  const dataDirs: string[] = []
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl!)
    s3 = await startS3Server()
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      PAWPULSE_AUTH_SECRET: 'two-instances-secret-that-is-at-least-32-characters',
      PAWPULSE_REMINDER_TICK_MS: '500',
    }
    const start = async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'pawpulse-instance-'))
      dataDirs.push(dataDir)
      return startServer({ dataDir, port: await freePort(), env })
    }
    // Both migrate at start: one takes the migration lock, the other waits for it.
    ;[a, b] = await Promise.all([start(), start()])
    db = new pg.Client({ connectionString: database.url })
    await db.connect()
  }, 180_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await db?.end()
    await database?.drop()
    await s3?.close()
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
  })

  it('serves through B the photo uploaded through A, to the session A signed in', async () => {
    const owner = await signUp(a, `two-instances-${Date.now()}@example.com`)
    // The session cookie A set is good on B: one secret, one sessions table.
    const me = await call(b, owner.cookie, 'GET', '/api/me')
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: owner.email })

    const pet = (await (await call(a, owner.cookie, 'POST', '/api/pets', { name: 'Pepper', species: 'dog' })).json()) as { id: string }
    const form = new FormData()
    form.append('file', new File([(await imageAs('png', 320, 240)) as Uint8Array<ArrayBuffer>], 'pepper.png', { type: 'image/png' }))
    const uploaded = await fetch(`${a.url}/api/pets/${pet.id}/images`, {
      method: 'POST',
      headers: { origin: a.url, cookie: owner.cookie },
      body: form,
    })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const image = petImageSchema.parse(await uploaded.json())

    const fromA = await call(a, owner.cookie, 'GET', image.url)
    const fromB = await call(b, owner.cookie, 'GET', image.url)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true)
    expect((await call(b, owner.cookie, 'GET', image.thumbnailUrl)).status).toBe(200)

    // Deleted through B, gone for A too.
    expect((await call(b, owner.cookie, 'DELETE', `/api/pets/${pet.id}/images/${image.id}`)).status).toBe(204)
    expect((await call(a, owner.cookie, 'GET', image.url)).status).toBe(404)
  })

  it('runs each due reminder once across both: one inbox entry and one e-mail each', async () => {
    const owner = await signUp(b, `two-instances-reminders-${Date.now()}@example.com`)
    const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [owner.email])
    // Due a second ago, as the scheduler's own rows would be: both dispatchers (every 500 ms) see them.
    await db.query(
      `insert into reminders (user_id, reminder_type, reminder_date, notification_method, notification_methods, preferred_times,
         title, repeat_frequency, start_date, next_due_at)
       select $1, 'medication', now() - interval '1 second', 'email', array['email'], array['08:00'],
         'Give medication ' || g, 'once', current_date, now() - interval '1 second'
       from generate_series(1, $2::int) g`,
      [rows[0]!.id, DUE_REMINDERS],
    )

    const counts = async () => {
      const inbox = await db.query<{ entries: number; distinct: number }>(
        `select count(*)::int as entries, count(distinct o.reminder_id)::int as distinct
         from notifications n join reminder_occurrences o on o.id = n.occurrence_id where n.user_id = $1`,
        [rows[0]!.id],
      )
      const mails = (await Promise.all(dataDirs.map(reminderMailsIn))).flat()
      return { inbox: inbox.rows[0]!.entries, reminders: inbox.rows[0]!.distinct, mails }
    }
    const deadline = Date.now() + 60_000
    let now = await counts()
    while ((now.inbox < DUE_REMINDERS || now.mails.length < DUE_REMINDERS) && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 200))
      now = await counts()
    }
    // A few more ticks of both dispatchers: anything claimed twice would show up now.
    await new Promise((done) => setTimeout(done, 2_000))
    now = await counts()
    expect(now.inbox).toBe(DUE_REMINDERS)
    expect(now.reminders).toBe(DUE_REMINDERS)
    expect(now.mails).toHaveLength(DUE_REMINDERS)
    expect(new Set(now.mails).size).toBe(DUE_REMINDERS)
  })
})

/** The subjects of the reminder e-mails an instance wrote to its outbox (no SMTP_URL: one .eml per mail). */
async function reminderMailsIn(dataDir: string): Promise<string[]> {
  const outbox = join(dataDir, 'outbox')
  const names = await readdir(outbox).catch(() => [])
  const subjects = await Promise.all(
    names.map(async (name) => /^Subject: (Reminder.*)$/m.exec(await readFile(join(outbox, name), 'utf8'))?.[1] ?? null),
  )
  return subjects.filter((subject): subject is string => subject !== null)
}
