// Throughput of `GET /api/pets` on PostgreSQL against its ceiling (issue 15, goal 1): the built
// server (apps/server/dist/main.js, as `npm start` runs it, default log level) and a bare
// node:http + pg handler doing the same work (api-ceiling.mjs), each in its own process, on one
// throwaway database with one owner who has 3 pets with a condition each. Each is loaded with
// CONNECTIONS keep-alive connections sending without pause (2 s warm-up, then SECONDS measured),
// in alternating rounds (app, ceiling, app, ceiling…) so that a noisy minute hits both; the ratio
// is of the medians. Goal: app ≥ 0.6 × ceiling.
//
//   npm run build && npm run api-throughput -w @pawpulse/bench [-- --profile]
//
// Then one round of the same app on PGlite (no ceiling there), for its p99.
//
// --profile writes a CPU profile of the app's last round (node --cpu-prof) and prints where its
// time went, by package. PostgreSQL: postgres://postgres@127.0.0.1:5432 or BENCH_POSTGRES_URL.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { signUpOwner } from './sign-up-owner.mjs'

const root = resolve(import.meta.dirname, '..')
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 8)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50)
const GOAL = 0.6
const profile = process.argv.includes('--profile')
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
const secret = 'bench-secret-that-is-at-least-32-characters-long'
const builtServer = join(root, 'apps/server/dist/main.js')
if (!existsSync(builtServer)) throw new Error('Build the server first: npm run build')

const pg = createRequire(join(root, 'apps/server/package.json'))('pg')

function spawnReady(args, env, port) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise((done) => child.once('exit', done))
  const ready = (async () => {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited before it was ready`)
      const status = await get(port, '/api/pets', '').catch(() => 0)
      if (status === 401 || status === 200) return
      await new Promise((r) => setTimeout(r, 50))
    }
    throw new Error(`${args.at(-1)} did not start within 60 s`)
  })()
  return {
    ready,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })

/** One GET on a kept-alive socket; resolves to the status once the body is read. */
function get(port, path, cookie) {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: cookie ? { cookie } : {} }, (res) => {
      res.on('data', () => {})
      res.on('end', () => done(res.statusCode))
    })
    req.on('error', fail)
    req.end()
  })
}

/** CONNECTIONS callers without pause; answers per second and latency percentiles of the measured part. */
async function load(port, cookie) {
  const latencies = []
  let errors = 0
  const warmEnd = performance.now() + 2000
  const end = warmEnd + SECONDS * 1000
  const caller = async () => {
    while (performance.now() < end) {
      const started = performance.now()
      const status = await get(port, '/api/pets', cookie).catch(() => 0)
      if (started < warmEnd) continue
      if (status === 200) latencies.push(performance.now() - started)
      else errors++
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, caller))
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  return { perSecond: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), errors }
}

async function seed(port) {
  const base = `http://127.0.0.1:${port}`
  const cookie = await signUpOwner(base)
  const post = async (path, body) => {
    const r = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`)
    return r.json()
  }
  for (const [name, condition] of [
    ['Rex', 'mvd'],
    ['Mia', 'ckd'],
    ['Bo', 'ibd'],
  ]) {
    const pet = await post('/api/pets', { name, species: name === 'Mia' ? 'cat' : 'dog' })
    await post(`/api/pets/${pet.id}/conditions`, { condition })
  }
  return cookie
}

/** Self time of a .cpuprofile by package (or node: internals, GC, the program). */
function summarizeProfile(dir) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) return console.log('no profile written')
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const self = new Map()
  samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (timeDeltas[i] ?? 0)))
  const groups = new Map()
  const functions = new Map()
  let total = 0
  for (const [id, us] of self) {
    const { url, functionName, lineNumber } = byId.get(id).callFrame
    const where = `${functionName || '(anonymous)'} ${url.split('node_modules/').at(-1)}:${lineNumber + 1}`
    functions.set(where, (functions.get(where) ?? 0) + us)
    const group = !url
      ? `(${functionName || 'native'})`
      : url.includes('node_modules/')
        ? url
            .split('node_modules/')
            .at(-1)
            .split('/')
            .slice(0, url.split('node_modules/').at(-1).startsWith('@') ? 2 : 1)
            .join('/')
        : url.startsWith('node:')
          ? url
          : url.includes('/apps/server/')
            ? 'the app (apps/server)'
            : url
    groups.set(group, (groups.get(group) ?? 0) + us)
    total += us
  }
  console.log('\nWhere the app’s CPU time went (self time, last round):')
  for (const [group, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 18)) {
    console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${group}`)
  }
  console.log('Hottest functions (self time):')
  for (const [where, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${where}`)
  }
}

const database = `pawpulse_throughput_bench_${process.pid}`
const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` })
await admin.connect()
await admin.query(`create database ${database}`)
const databaseUrl = `${postgresUrl}/${database}`
const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-throughput-'))
const profileDir = process.env.PROFILE_DIR ?? join(dataDir, 'profile')
const appPort = 3900 + Math.floor(Math.random() * 40)
const ceilingPort = appPort + 50
const appEnv = {
  DATABASE_URL: databaseUrl,
  PAWPULSE_DATA_DIR: dataDir,
  PAWPULSE_AUTH_SECRET: secret,
  NODE_ENV: 'production',
  PUBLIC_URL: `http://127.0.0.1:${appPort}`,
}
delete process.env.LOG_LEVEL
try {
  const app = spawnReady(['--enable-source-maps', builtServer], appEnv, appPort)
  await app.ready
  const cookie = await seed(appPort)
  await app.stop()
  const rounds = { app: [], ceiling: [] }
  for (let round = 1; round <= ROUNDS; round++) {
    const last = round === ROUNDS
    const appArgs = profile && last ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
    for (const [name, server] of [
      ['app', () => spawnReady([...appArgs, '--enable-source-maps', builtServer], appEnv, appPort)],
      [
        'ceiling',
        () => spawnReady([join(import.meta.dirname, 'api-ceiling.mjs')], { DATABASE_URL: databaseUrl, AUTH_SECRET: secret }, ceilingPort),
      ],
    ]) {
      const running = server()
      await running.ready
      const result = await load(name === 'app' ? appPort : ceilingPort, cookie)
      await running.stop()
      agent.destroy()
      rounds[name].push(result)
      console.log(
        `round ${round} ${name.padEnd(7)} GET /api/pets, ${CONNECTIONS} connections, ${SECONDS} s: ${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}`,
      )
    }
  }
  const median = (list) => list.map((r) => r.perSecond).sort((a, b) => a - b)[Math.floor(list.length / 2)]
  const ratio = median(rounds.app) / median(rounds.ceiling)
  console.log(
    `GET /api/pets on PostgreSQL: app ${median(rounds.app).toFixed(0)} req/s, ceiling ${median(rounds.ceiling).toFixed(0)} req/s (medians of ${ROUNDS}): ratio ${ratio.toFixed(2)} — goal ≥ ${GOAL}: ${ratio >= GOAL ? 'within' : 'BELOW'}`,
  )
  if (profile) summarizeProfile(profileDir)

  // The embedded engine (goal 3: p99 at 50 connections on both): the same app, owner and load on a
  // PGlite data folder. PGlite has one connection, so requests queue for it; there is no ceiling
  // handler for it.
  const pgliteEnv = { ...appEnv, PAWPULSE_DATA_DIR: join(dataDir, 'pglite') }
  delete pgliteEnv.DATABASE_URL
  const embedded = spawnReady(['--enable-source-maps', builtServer], pgliteEnv, appPort)
  await embedded.ready
  const pgliteCookie = await seed(appPort)
  const onPglite = await load(appPort, pgliteCookie)
  await embedded.stop()
  agent.destroy()
  console.log(
    `GET /api/pets on PGlite: app ${onPglite.perSecond.toFixed(0)} req/s, p50 ${onPglite.p50.toFixed(1)} ms, p99 ${onPglite.p99.toFixed(1)} ms, errors ${onPglite.errors} (one round of ${SECONDS} s, ${CONNECTIONS} connections)`,
  )
} finally {
  rmSync(dataDir, { recursive: true, force: true })
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.end()
}
