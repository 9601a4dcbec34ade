// Budgets (architecture.md): on PostgreSQL with 50 concurrent clients, the dashboard read and a
// breathing-rate write answer with p99 ≤ 25 ms and no errors. Seeds `pawpulse_bench` (migrated
// by the app itself on start) with 10,000 pets × a year of daily counts (3.65 M rows), then
// measures the 90-day chart query alone, and the API through the real server on loopback: 50
// clients each sending a request a second (the budget's load), and 50 clients with no pause
// (the most the server answers: a saturation figure, not a latency budget).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { paced, report, saturate } from './health-clients.mjs'
import { isSeeded, seed } from './health-seed.mjs'

const root = resolve(import.meta.dirname, '..')
const pg = createRequire(join(root, 'apps/server/package.json'))('pg') // the server's own driver
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
const DATABASE = 'pawpulse_bench'
const PETS = 10_000
const DAYS = 365
const OWNERS = 8 // signed up through the API (its sign-up limit is 20 a minute)
const RUNS = Number(process.env.RUNS ?? 500)
const CLIENTS = 50
const BUDGET_MS = 25
const PASSWORD = 'bench horse battery'
const port = 3700 + Math.floor(Math.random() * 90)
const base = `http://127.0.0.1:${port}`
const databaseUrl = `${SERVER_URL}/${DATABASE}`

const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` })
await admin.connect()
const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount > 0
if (!exists) await admin.query(`create database ${DATABASE}`)
await admin.end()

const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-health-bench-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    PAWPULSE_DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => new Promise((done) => (server.exitCode !== null ? done() : (server.once('exit', done), server.kill('SIGTERM'))))

try {
  await waitForServer()
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  // A rerun signs the owners in again: the bench database's auth rate-limit counters start afresh.
  await db.query('delete from rate_limits')
  const owners = []
  for (let i = 0; i < OWNERS; i++) owners.push(await session(`bench-owner-${i}@example.com`))
  if (!(await isSeeded(db, { pets: PETS, days: DAYS }))) {
    console.log(`seeding ${PETS} pets × ${DAYS} days…`)
    await db.query(`delete from pets where name like 'Bench pet %'`)
    await seed(db, { ownerIds: owners.map((o) => o.id), pets: PETS, days: DAYS })
  }
  const pets = (await db.query(`select id, user_id from pets where name like 'Bench pet %'`)).rows
  const cookieOf = new Map(owners.map((o) => [o.id, o.cookie]))
  const randomPet = () => pets[Math.floor(Math.random() * pets.length)]

  const from = new Date(Date.now() - 89 * 86_400_000)
  const chartSql = `select measured_at, breaths_per_minute, context from breathing_rate_logs
    where pet_id = $1 and measured_at >= $2 and measured_at < $3 order by measured_at asc`
  for (let i = 0; i < 50; i++) await db.query(chartSql, [randomPet().id, from, new Date()])
  const sqlTimes = []
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now()
    const { rowCount } = await db.query(chartSql, [randomPet().id, from, new Date()])
    sqlTimes.push(performance.now() - started)
    if (rowCount < 88) throw new Error(`the 90-day chart query found ${rowCount} counts`)
  }
  report('90-day chart query (SQL, 1 client)', { times: sqlTimes, errors: 0 })
  await db.end()

  const get = (path) => () => {
    const pet = randomPet()
    return fetch(`${base}/api/pets/${pet.id}/${path}`, { headers: { cookie: cookieOf.get(pet.user_id) } })
  }
  const write = () => {
    const pet = randomPet()
    const body = JSON.stringify({ measuredAt: new Date().toISOString(), breathCount: 11, durationSeconds: 30, method: 'counter' })
    return fetch(`${base}/api/pets/${pet.id}/breathing-logs`, {
      method: 'POST',
      body,
      headers: { cookie: cookieOf.get(pet.user_id), 'content-type': 'application/json' },
    })
  }
  for (const [label, request, budget] of [
    ['GET …/breathing-chart?days=90', get('breathing-chart?days=90'), null],
    ['GET …/dashboard', get('dashboard'), BUDGET_MS],
    ['POST …/breathing-logs', write, BUDGET_MS],
  ]) {
    await saturate(request, { clients: CLIENTS, total: CLIENTS * 4 }) // warm-up: connections, JIT, caches
    report(`${label} (${CLIENTS} clients × 1/s)`, await paced(request, { clients: CLIENTS, everyMs: 1000, forMs: 20_000 }), budget)
    report(`${label} (${CLIENTS} clients, no pause)`, await saturate(request, { clients: CLIENTS, total: RUNS * 4 }))
  }
} finally {
  await stop()
  rmSync(dataDir, { recursive: true, force: true })
}

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the server did not start')
}

/** Signs the owner up (first run) or in, keeping the session cookie. */
async function session(email) {
  const call = (path, body) =>
    fetch(`${base}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    })
  let response = await call('sign-in/email', { email, password: PASSWORD })
  if (response.status === 401) response = await call('sign-up/email', { email, password: PASSWORD, name: 'Bench Owner' })
  if (!response.ok) throw new Error(`session for ${email}: ${response.status} ${await response.text()}`)
  const { user } = await response.json()
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { id: user.id, cookie }
}
