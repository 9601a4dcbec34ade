// Reminder dispatch at scale (docs/decisions/022): 100,000 reminders fall due in the same minute
// on PostgreSQL. Measures, through real server processes on their own timer, how long one
// instance takes to put every occurrence in its owner's inbox and to send every e-mail (written
// to the outbox, one .eml file per mail), then resets and runs two instances side by side and
// checks that no occurrence, inbox entry or e-mail exists twice (the outbox files are counted).
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const pg = createRequire(join(root, 'apps/server/package.json'))('pg') // the server's own driver
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
const DATABASE = 'pawpulse_reminders_bench'
const REMINDERS = Number(process.env.REMINDERS ?? 100_000)
const OWNERS = 1_000
const BUDGET_S = 60
const GIVE_UP_S = Number(process.env.GIVE_UP_S ?? 900)
const databaseUrl = `${SERVER_URL}/${DATABASE}`

const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` })
await admin.connect()
await admin.query(`drop database if exists ${DATABASE} with (force)`)
await admin.query(`create database ${DATABASE}`)
await admin.end()

/** A server process on the bench database; `tickMs` is its dispatcher's timer. */
function startServer(tickMs) {
  const port = 3800 + Math.floor(Math.random() * 190)
  const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-reminders-bench-'))
  const { SMTP_URL: _, ...inherited } = process.env // unset: every mail goes to the outbox, to be counted
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      PAWPULSE_DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PAWPULSE_AUTH_SECRET: 'bench-secret-that-is-at-least-32-characters',
      PAWPULSE_REMINDER_TICK_MS: String(tickMs),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const ready = (async () => {
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250))
    }
    throw new Error('the server did not start')
  })()
  const stop = () =>
    new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))).then(() =>
      rmSync(dataDir, { recursive: true, force: true }),
    )
  const mails = () => {
    try {
      return readdirSync(join(dataDir, 'outbox')).length
    } catch {
      return 0
    }
  }
  return { ready, stop, mails }
}

// The first start migrates the empty database; its timer is set to an hour so it dispatches nothing.
const migrator = startServer(3_600_000)
await migrator.ready
await migrator.stop()

const db = new pg.Client({ connectionString: databaseUrl })
await db.connect()
await db.query(
  `insert into users (email, full_name, timezone, email_verified)
   select 'bench-owner-' || g || '@example.com', 'Bench Owner ' || g, 'Europe/Berlin', true from generate_series(1, $1::int) g`,
  [OWNERS],
)

/** 100,000 one-off e-mail reminders spread over the owners, all due at `dueAt`. */
async function seedReminders(dueAt) {
  await db.query('truncate reminders cascade')
  await db.query(
    `insert into reminders (user_id, reminder_type, reminder_date, notification_method, notification_methods, preferred_times,
       title, repeat_frequency, start_date, next_due_at)
     select u.id, 'medication', $1, 'email', array['email'], array[to_char($1 at time zone 'Europe/Berlin', 'HH24:MI')],
       'Give medication ' || g, 'once', ($1 at time zone 'Europe/Berlin')::date, $1
     from generate_series(1, $2::int) g
     join (select id, row_number() over () - 1 as n from users) u on u.n = g % $3`,
    [dueAt, REMINDERS, OWNERS],
  )
  await db.query('analyze')
}

async function counts() {
  const { rows } = await db.query(`select
    (select count(*) from reminder_occurrences)::int as occurrences,
    (select count(*) from notifications)::int as inbox,
    (select count(*) from notification_deliveries where status = 'sent')::int as sent,
    (select count(*) from (select occurrence_id from reminder_occurrences o join notifications n on n.occurrence_id = o.id
       group by occurrence_id having count(*) > 1) d)::int as duplicated_inbox`)
  return rows[0]
}

/** Starts `instances` servers, waits for the minute, and times inbox and e-mail until every one is there. */
async function run(instances) {
  const dueAt = new Date(Math.ceil((Date.now() + 5_000) / 1000) * 1000)
  await seedReminders(dueAt)
  const servers = Array.from({ length: instances }, () => startServer(1_000))
  await Promise.all(servers.map((s) => s.ready))
  const startedWait = Date.now()
  if (dueAt.getTime() < startedWait)
    console.log(`  (the servers started ${((startedWait - dueAt) / 1000).toFixed(1)} s after the due time)`)
  let inboxAt = null
  let mailAt = null
  for (;;) {
    const now = await counts()
    const mails = servers.reduce((n, s) => n + s.mails(), 0)
    const elapsed = (Date.now() - dueAt.getTime()) / 1000
    if (inboxAt === null && now.inbox >= REMINDERS) inboxAt = elapsed
    if (mailAt === null && now.sent >= REMINDERS && mails >= REMINDERS) mailAt = elapsed
    if ((inboxAt !== null && mailAt !== null) || elapsed > GIVE_UP_S) break
    await new Promise((r) => setTimeout(r, 250))
  }
  await new Promise((r) => setTimeout(r, 3_000)) // anything sent twice would show up now
  const last = await counts()
  const mails = servers.reduce((n, s) => n + s.mails(), 0)
  await Promise.all(servers.map((s) => s.stop()))
  const within = (s) => (s === null ? `not within ${GIVE_UP_S} s` : `${s.toFixed(1)} s`)
  console.log(
    `${instances} instance${instances > 1 ? 's' : ''}, ${REMINDERS.toLocaleString('en')} reminders due at once: ` +
      `every inbox entry after ${within(inboxAt)}, every e-mail after ${within(mailAt)} — budget ${BUDGET_S} s: ` +
      `${mailAt !== null && mailAt <= BUDGET_S ? 'within' : 'OVER'}`,
  )
  console.log(
    `  occurrences ${last.occurrences}, inbox entries ${last.inbox} (duplicated: ${last.duplicated_inbox}), ` +
      `deliveries sent ${last.sent}, .eml files ${mails}${mails > REMINDERS ? ' — SENT TWICE' : ''}`,
  )
  return { ok: last.occurrences === REMINDERS && last.inbox === REMINDERS && mails === REMINDERS && last.duplicated_inbox === 0 }
}

try {
  const one = await run(1)
  const two = await run(2)
  if (!one.ok || !two.ok) process.exitCode = 1
} finally {
  await db.end()
}
