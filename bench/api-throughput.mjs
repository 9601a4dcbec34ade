// Throughput of `GET /api/pets` and of one pet's `GET /api/pets/{petId}/dashboard` on PostgreSQL
// against their ceiling (the performance goal: the app at ≥ 0.6 × a bare node:http + pg handler
// doing the same work, measured in the same run): the built server (apps/server/dist/main.js, as
// `npm start` runs it, default log level) and the ceiling (api-ceiling.mjs, under tsx), each in its
// own process, on one throwaway database with one owner who has 3 pets with a condition each;
// one of them, whose dashboard is loaded, has something in every section of it (conditions current
// and resolved, 10 days of counts, a primary vet and a threshold, medications due, treatments and
// vaccinations due, symptom logs, weights), in the owner's time zone (New York) and units (imperial).
// Each server is loaded with CONNECTIONS keep-alive connections sending without pause on one route,
// then on the other (2 s warm-up, then SECONDS measured, each), in alternating rounds (app,
// ceiling, app, ceiling…) so that a noisy minute hits both; each route's ratio is of the medians.
//
//   npm run build && npm run api-throughput -w @pawpulse/bench [-- --profile | --verify]
//
// Before it measures, it checks that the ceiling does the same work: for the same cookie and pet,
// its JSON must deep-equal the app's (both routes, as the owner and as a household member who may
// only view the pet, and the 401 and 404 answers), and the app's dashboard must have every section
// filled. `--verify` does only that (a household member is invited through the API for it).
//
// Then one round of the same app on PGlite (no ceiling there), both routes, for their p99.
//
// --profile writes a CPU profile of the app's last round (node --cpu-prof; both routes) and prints
// where its time went in each route's measured seconds, by package and by function: the bundle's
// source map traces dist/main.js back to the packages and to our own files (grouped by folder).
//
// PostgreSQL: postgres://postgres@127.0.0.1:5432 or BENCH_POSTGRES_URL.
import { deepStrictEqual } from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { createRequire, SourceMap } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { signUpOwner } from './sign-up-owner.mjs'

const root = resolve(import.meta.dirname, '..')
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const SECONDS = Number(process.env.SECONDS ?? 8)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50)
const GOAL = 0.6
const profile = process.argv.includes('--profile')
const verifyOnly = process.argv.includes('--verify')
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432'
const secret = 'bench-secret-that-is-at-least-32-characters-long'
const builtServer = join(root, 'apps/server/dist/main.js')
const ceilingArgs = ['--import', 'tsx', join(import.meta.dirname, 'api-ceiling.mjs')]
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

/** Microseconds on the monotonic clock a CPU profile's timestamps use (the same in every process). */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n)

/**
 * CONNECTIONS callers without pause on `path`; answers per second and latency percentiles of the
 * measured part, and when it was (`window`, for the profile).
 */
async function load(port, path, cookie) {
  const latencies = []
  let errors = 0
  const measuredFrom = monotonicUs() + 2_000_000
  const warmEnd = performance.now() + 2000
  const end = warmEnd + SECONDS * 1000
  const caller = async () => {
    while (performance.now() < end) {
      const started = performance.now()
      const status = await get(port, path, cookie).catch(() => 0)
      if (started < warmEnd) continue
      if (status === 200) latencies.push(performance.now() - started)
      else errors++
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, caller))
  const window = [measuredFrom, monotonicUs()]
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  return { perSecond: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), errors, window }
}

const DAY = 86_400_000
const HOUR = 3_600_000
const ago = (days, hours = 0) => new Date(Date.now() - days * DAY - hours * HOUR).toISOString()
const dayAgo = (days) => ago(days).slice(0, 10)
const inDays = (days) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

/** A client of the app's API at `base` as the holder of `cookie`; the parsed answer, or null for 204. */
function apiAs(base, cookie) {
  return async (method, path, body) => {
    const r = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`)
    return r.status === 204 ? null : r.json()
  }
}

/**
 * The owner, their 3 pets with a condition each, and everything the first pet's dashboard shows,
 * through the app's API. With `member`, a household member who may view that pet (invited by
 * e-mail: the link is read from the app's outbox under `dataDir`).
 */
async function seed(port, dataDir, { member = false } = {}) {
  const base = `http://127.0.0.1:${port}`
  const cookie = await signUpOwner(base)
  const api = apiAs(base, cookie)
  await api('PATCH', '/api/me', { timezone: 'America/New_York', unitSystem: 'imperial' })
  const pets = {}
  for (const [name, condition] of [
    ['Rex', 'mvd'],
    ['Mia', 'ckd'],
    ['Bo', 'ibd'],
  ]) {
    pets[name] = await api('POST', '/api/pets', {
      name,
      species: name === 'Mia' ? 'cat' : 'dog',
      ...(name === 'Rex' ? { weight: 8.2, weightUnit: 'kg' } : {}),
    })
    await api('POST', `/api/pets/${pets[name].id}/conditions`, { condition })
  }
  await seedDashboard(api, pets.Rex.id)
  return {
    cookie,
    petId: pets.Rex.id,
    otherPetId: pets.Mia.id,
    memberCookie: member ? await inviteViewer(base, api, join(dataDir, 'outbox'), pets.Rex.id) : null,
  }
}

/** Something in every section of the pet's dashboard. */
async function seedDashboard(api, petId) {
  const at = (rest) => `/api/pets/${petId}/${rest}`
  await api('POST', at('conditions'), { condition: 'ibd', diagnosisDate: dayAgo(300) })
  const custom = await api('POST', at('conditions'), { condition: 'other', otherName: 'Itchy ears' })
  await api('POST', at('conditions'), { condition: 'arthritis', diagnosisDate: dayAgo(400), ongoing: false, resolutionDate: dayAgo(100) })
  await api('PUT', at('care-team/primary-veterinarian'), { name: 'Dr. Ada Byron', clinic: 'Town Vets', phoneNumber: '+44 20 7946 0000' })
  await api('PUT', at('breathing-settings'), { alertThreshold: 28 })
  // Ten nights of sleeping counts (a baseline, the sparkline), a resting count, then the latest from the camera.
  for (let day = 10; day >= 1; day--) {
    for (const [hours, breaths] of [
      [3, 9 + (day % 4)],
      [15, 10 + (day % 3)],
    ])
      await api('POST', at('breathing-logs'), {
        measuredAt: ago(day, hours),
        breathCount: breaths,
        durationSeconds: 30,
        method: 'counter',
        context: 'sleeping',
      })
  }
  await api('POST', at('breathing-logs'), {
    measuredAt: ago(0, 5),
    breathCount: 30,
    durationSeconds: 60,
    method: 'manual',
    context: 'resting',
    notes: 'After a walk',
  })
  await api('POST', at('breathing-logs'), {
    measuredAt: ago(0, 1),
    breathCount: 16,
    durationSeconds: 30,
    method: 'camera',
    confidence: 0.87,
    context: 'sleeping',
  })
  // Due: a twice-daily dose last given 14 h ago, and a new 8-hourly one; not due: a course that has ended.
  const pimobendan = await api('POST', at('medications'), {
    name: 'Pimobendan',
    dosage: '2.5 mg',
    route: 'oral',
    startDate: dayAgo(20),
    schedule: { frequency: 'twice_daily' },
  })
  await api('POST', at(`medications/${pimobendan.id}/doses`), { givenAt: ago(1, 2) })
  await api('POST', at(`medications/${pimobendan.id}/doses`), { givenAt: ago(0, 14) })
  await api('POST', at('medications'), { name: 'Furosemide', dosage: '10 mg', startDate: dayAgo(5), schedule: { intervalHours: 8 } })
  await api('POST', at('medications'), {
    name: 'Amoxicillin',
    startDate: dayAgo(40),
    endDate: dayAgo(30),
    schedule: { frequency: 'twice_daily' },
  })
  // Overdue: a listed product (two doses: only the latest counts) and one typed by name.
  const { products } = await api('GET', '/api/treatments/products?species=dog&type=flea_tick')
  const product = products.find((p) => p.source === 'reference')
  for (const days of [75, 40])
    await api('POST', at('treatments'), { brandId: product.id, treatmentType: 'flea_tick', frequency: 'monthly', givenOn: dayAgo(days) })
  await api('POST', at('treatments'), {
    productName: 'Worm-X',
    treatmentType: 'dewormer',
    frequency: 'every_3_months',
    givenOn: dayAgo(100),
  })
  // Due soon, overdue, and not due.
  await api('POST', at('vaccinations'), {
    vaccineKey: 'rabies',
    givenOn: dayAgo(360),
    nextDueOn: inDays(5),
    clinic: 'Town Vets',
    batchNumber: 'RB-1234',
  })
  await api('POST', at('vaccinations'), { vaccineName: 'Lyme booster', givenOn: dayAgo(200), nextDueOn: dayAgo(10) })
  await api('POST', at('vaccinations'), { vaccineKey: 'dapp', givenOn: dayAgo(30) })
  const symptoms = {
    mvd: {
      coughing: 'occasional',
      coughingAtNight: true,
      breathingEffort: 'normal',
      exerciseTolerance: 'reduced',
      faintingOrCollapse: false,
      appetite: 'normal',
      restlessAtNight: false,
    },
    ibd: {
      cibdai: { attitudeActivity: 1, appetite: 0, vomiting: 1, stoolConsistency: 2, stoolFrequency: 1, weightLoss: 0 },
      faecalScore: 4,
      stoolCount: 3,
      vomitingCount: 1,
      appetite: 'reduced',
      energy: 'normal',
    },
    [custom.conditionId]: { symptom: 'Scratching', severity: 2 },
  }
  const conditionIds = Object.keys(symptoms)
  for (let day = 6; day >= 1; day--) {
    const conditionId = conditionIds[day % conditionIds.length]
    await api('POST', at('symptom-logs'), {
      conditionId,
      loggedAt: ago(day, 6),
      symptoms: symptoms[conditionId],
      ...(day % 2 ? { notes: `Day ${day}` } : {}),
    })
  }
  // Twelve weights (the dashboard shows ten), some entered in lb, some with a body condition score.
  for (let day = 12; day >= 1; day--) {
    const kg = 8 + (day % 5) / 10
    await api('POST', at('weight-logs'), {
      measuredAt: day % 2 ? dayAgo(day) : ago(day, 2),
      ...(day % 3 ? { weight: kg, weightUnit: 'kg' } : { weight: Math.round(kg * 220.462) / 100, weightUnit: 'lb' }),
      ...(day % 4 ? {} : { bodyConditionScore: 5 }),
    })
  }
}

/** A new account invited to view the pet and accepting; its session cookie. */
async function inviteViewer(base, ownerApi, outbox, petId) {
  const email = `bench-viewer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
  await ownerApi('POST', '/api/household/members', { name: 'Sam Sitter', email, petIds: [petId], accessLevel: 'viewer' })
  const mail = readdirSync(outbox)
    .map((file) =>
      readFileSync(join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    )
    .find((text) => text.includes(email))
  const token = decodeURIComponent(/[?&]invite=([^\s"'<>&]+)/.exec(mail ?? '')?.[1] ?? '')
  if (!token) throw new Error(`no invitation for ${email} in ${outbox}`)
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: 'bench horse battery', name: 'Sam Sitter' }),
  })
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  await apiAs(base, cookie)('POST', `/api/invitations/${encodeURIComponent(token)}/accept`)
  return cookie
}

/** Status, text and parsed body of one GET (fetch asks for compression; the app compresses above 1 KB). */
async function answer(port, path, cookie) {
  const r = await fetch(`http://127.0.0.1:${port}${path}`, { headers: cookie ? { cookie } : {} })
  const text = await r.text()
  try {
    return { status: r.status, body: JSON.parse(text), text }
  } catch {
    return { status: r.status, body: text, text }
  }
}

/**
 * The ceiling does the same work: for each request, its status and JSON deep-equal the app's
 * (asked at the same moment: "today" and what is due depend on the clock). The pet's dashboard
 * must have every section filled, or the check would prove less than it says.
 */
async function verify(appPort, ceilingPort, { cookie, petId, otherPetId, memberCookie }) {
  const dashboardOf = (id) => `/api/pets/${id}/dashboard`
  const cases = [
    ['owner', '/api/pets', cookie],
    ['owner, the full pet', dashboardOf(petId), cookie],
    ['owner, a pet with one condition', dashboardOf(otherPetId), cookie],
    ['owner, no such pet', dashboardOf('7a4c4c36-3d57-4b8e-9a55-2a0b4a3e0c11'), cookie],
    ['owner, a malformed pet id', dashboardOf('not-a-pet'), cookie],
    ['no session', '/api/pets', ''],
    ['no session', dashboardOf(petId), ''],
    ...(memberCookie
      ? [
          ['viewer', '/api/pets', memberCookie],
          ['viewer, the shared pet', dashboardOf(petId), memberCookie],
          ['viewer, a pet not shared', dashboardOf(otherPetId), memberCookie],
        ]
      : []),
  ]
  let same = 0
  for (const [who, path, as] of cases) {
    const [app, ceiling] = await Promise.all([answer(appPort, path, as), answer(ceilingPort, path, as)])
    try {
      deepStrictEqual({ status: ceiling.status, body: ceiling.body }, { status: app.status, body: app.body })
      same++
      const bytes = app.text === ceiling.text ? 'byte for byte' : `ceiling ${ceiling.text.length} bytes: the same JSON written differently`
      console.log(`same       GET ${path} (${who}): ${app.status}, ${app.text.length} bytes, ${bytes}`)
    } catch (error) {
      console.log(`DIFFERENT  GET ${path} (${who}): app ${app.status}, ceiling ${ceiling.status}\n${error.message}`)
    }
  }
  const full = (await answer(appPort, dashboardOf(petId), cookie)).body
  const sections = {
    'breathing.latest': full.breathing.latest,
    'breathing.assessment': full.breathing.assessment,
    'breathing.baseline': full.breathing.baseline,
    'breathing.primaryVet': full.breathing.primaryVet,
    'breathing.threshold (set)': full.breathing.threshold === 28,
    'breathing.sparkline': full.breathing.sparkline.length,
    conditions: full.conditions.length,
    'due.medications': full.due.medications.length,
    'due.treatments': full.due.treatments.length,
    vaccinations: full.vaccinations.length,
    symptoms: full.symptoms.length,
    'weight.points': full.weight.points.length,
    quickActions: full.quickActions.length,
  }
  const empty = Object.keys(sections).filter((key) => !sections[key])
  console.log(
    `the full pet's dashboard: ${empty.length ? `EMPTY ${empty.join(', ')}` : 'every section filled'} (${full.breathing.sparkline.length} sparkline days, ${full.conditions.length} current conditions, ${full.due.medications.length} medications and ${full.due.treatments.length} treatments due, ${full.vaccinations.length} vaccinations due, ${full.symptoms.length} symptom logs, ${full.weight.points.length} weights)`,
  )
  const ok = same === cases.length && empty.length === 0
  console.log(`the ceiling answers what the app answers: ${same} of ${cases.length} requests — ${ok ? 'verified' : 'NOT VERIFIED'}`)
  return ok
}

/** The package of a path under node_modules (`pg`, `@hono/node-server`), or undefined. */
function packageIn(path) {
  const parts = path.split('node_modules/').slice(1).at(-1)?.split('/')
  return parts && parts.slice(0, parts[0].startsWith('@') ? 2 : 1).join('/')
}

/**
 * Where a profile node's code came from: { package, file, line } (0-based, as in the profile). The
 * server runs as one bundle, dist/main.js, whose positions say nothing by themselves. The source
 * map beside it gives the original file and line; the package is taken from the comment esbuild
 * starts each bundled module with (`// ../../node_modules/drizzle-orm/entity.js`), because some
 * packages' own maps name sources they do not ship (drizzle-orm's point at `../src/…`).
 */
function sourceLocator() {
  const bundles = new Map()
  const bundleOf = (path) => {
    if (!bundles.has(path)) {
      let bundle = null
      if (existsSync(`${path}.map`)) {
        const starts = []
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((text, line) => {
            const module = /^\/\/ (\S+\.(?:[cm]?[jt]sx?|json))$/.exec(text)?.[1]
            if (module) starts.push({ line, module })
          })
        bundle = { map: new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8'))), starts }
      }
      bundles.set(path, bundle)
    }
    return bundles.get(path)
  }
  /** The bundled module whose code is at `line`: the last one starting at or before it. */
  const moduleAt = (starts, line) => {
    let [low, high] = [0, starts.length - 1]
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (starts[middle].line <= line) low = middle
      else high = middle - 1
    }
    return starts[low]?.line <= line ? starts[low].module : undefined
  }
  return (url, line, column) => {
    if (!url.startsWith('file://')) return { package: undefined, file: url, line }
    const path = fileURLToPath(url)
    const bundle = bundleOf(path)
    const entry = bundle?.map.findEntry(line, column)
    const module = bundle && moduleAt(bundle.starts, line)
    return entry?.originalSource
      ? {
          package: module ? packageIn(module) : packageIn(entry.originalSource),
          file: resolve(dirname(path), entry.originalSource),
          line: entry.originalLine,
        }
      : { package: packageIn(path), file: path, line }
  }
}

/** Where a sample counts: its package, or for our own code its folder (apps/server/src/http, …/features/dashboard, packages/domain). */
function groupOf({ package: name, file }, functionName) {
  if (!file) return `(${functionName || 'native'})`
  if (file.startsWith('node:') || name) return name ?? file
  const ours = relative(root, file)
  if (ours.startsWith('..')) return file
  const parts = ours.split('/')
  if (parts[0] === 'packages') return parts.slice(0, 2).join('/')
  return parts.slice(0, parts[3] === 'features' ? 5 : 4).join('/')
}

/** A function as the summary names it: name, then its package and file, or our file, and line. */
function functionLabel({ package: name, file, line }, functionName) {
  const fn = functionName || '(anonymous)'
  if (!file) return fn
  if (file.startsWith('node:')) return `${fn} ${file}:${line + 1}`
  const inPackage = file.split('node_modules/').at(-1)
  const shown = !name ? relative(root, file) : inPackage.startsWith(`${name}/`) ? inPackage : `${name}: ${inPackage}`
  return `${fn} ${shown}:${line + 1}`
}

/**
 * Self time of a .cpuprofile by package (or our folder, node: internals, GC, the program) and by
 * function, with bundled code traced back to its files. With `windows` ([label, fromUs, toUs] on
 * the monotonic clock the profile's timestamps use), one summary per window: each route's
 * measured seconds apart.
 */
function summarizeProfile(dir, windows = [['the whole run', 0, Infinity]]) {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
  if (!file) return console.log('no profile written')
  const { nodes, samples, timeDeltas, startTime } = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  const locate = sourceLocator()
  const where = new Map(
    nodes.map(({ id, callFrame: { url, functionName, lineNumber, columnNumber } }) => {
      const source = locate(url, lineNumber, columnNumber)
      return [id, { group: groupOf(source, functionName), fn: functionLabel(source, functionName) }]
    }),
  )
  for (const [label, from, to] of windows) {
    const groups = new Map()
    const functions = new Map()
    let total = 0
    let at = startTime
    samples.forEach((id, i) => {
      const us = timeDeltas[i] ?? 0
      at += us
      if (at < from || at > to) return
      const { group, fn } = where.get(id)
      groups.set(group, (groups.get(group) ?? 0) + us)
      functions.set(fn, (functions.get(fn) ?? 0) + us)
      total += us
    })
    if (!total) {
      console.log(`\n${label}: no samples`)
      continue
    }
    console.log(`\nWhere the app’s CPU time went, ${label} (self time, ${(total / 1e6).toFixed(1)} s sampled):`)
    for (const [group, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 18)) {
      console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${group}`)
    }
    console.log('Hottest functions (self time):')
    for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`  ${((100 * us) / total).toFixed(1).padStart(5)} %  ${fn}`)
    }
  }
}

const median = (list) => list.map((r) => r.perSecond).sort((a, b) => a - b)[Math.floor(list.length / 2)]
const line = (result) =>
  `${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}`

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
const ceilingEnv = { DATABASE_URL: databaseUrl, AUTH_SECRET: secret }
delete process.env.LOG_LEVEL
try {
  const app = spawnReady(['--enable-source-maps', builtServer], appEnv, appPort)
  await app.ready
  const seeded = await seed(appPort, dataDir, { member: true })
  const ceiling = spawnReady(ceilingArgs, ceilingEnv, ceilingPort)
  await ceiling.ready
  const verified = await verify(appPort, ceilingPort, seeded)
  await Promise.all([app.stop(), ceiling.stop()])
  agent.destroy()
  if (!verified) throw new Error('The ceiling does not answer what the app answers: nothing measured')
  if (!verifyOnly) await measure(seeded)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
  await admin.query(`drop database if exists ${database} with (force)`)
  await admin.end()
}

async function measure({ cookie, petId }) {
  const routes = [
    ['GET /api/pets', '/api/pets'],
    ['GET /api/pets/{id}/dashboard', `/api/pets/${petId}/dashboard`],
  ]
  const rounds = { app: new Map(), ceiling: new Map() }
  const profiled = []
  for (let round = 1; round <= ROUNDS; round++) {
    const last = round === ROUNDS
    const appArgs = profile && last ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
    for (const [name, server] of [
      ['app', () => spawnReady([...appArgs, '--enable-source-maps', builtServer], appEnv, appPort)],
      ['ceiling', () => spawnReady(ceilingArgs, ceilingEnv, ceilingPort)],
    ]) {
      const running = server()
      await running.ready
      for (const [label, path] of routes) {
        const result = await load(name === 'app' ? appPort : ceilingPort, path, cookie)
        rounds[name].set(label, [...(rounds[name].get(label) ?? []), result])
        if (name === 'app' && last) profiled.push([label, ...result.window])
        console.log(`round ${round} ${name.padEnd(7)} ${label}, ${CONNECTIONS} connections, ${SECONDS} s: ${line(result)}`)
      }
      await running.stop()
      agent.destroy()
    }
  }
  for (const [label] of routes) {
    const [app, ceiling] = [median(rounds.app.get(label)), median(rounds.ceiling.get(label))]
    const ratio = app / ceiling
    console.log(
      `${label} on PostgreSQL: app ${app.toFixed(0)} req/s, ceiling ${ceiling.toFixed(0)} req/s (medians of ${ROUNDS}): ratio ${ratio.toFixed(2)} — goal ≥ ${GOAL}: ${ratio >= GOAL ? 'within' : 'BELOW'}`,
    )
  }
  if (profile) summarizeProfile(profileDir, profiled)

  // The embedded engine (p99 at 50 connections on both engines): the same app, owner, pets and
  // load on a PGlite data folder. PGlite has one connection, so requests queue for it; there is
  // no ceiling handler for it.
  const pgliteDir = join(dataDir, 'pglite')
  const pgliteEnv = { ...appEnv, PAWPULSE_DATA_DIR: pgliteDir }
  delete pgliteEnv.DATABASE_URL
  const embedded = spawnReady(['--enable-source-maps', builtServer], pgliteEnv, appPort)
  await embedded.ready
  const onPglite = await seed(appPort, pgliteDir)
  for (const [label, path] of [
    ['GET /api/pets', '/api/pets'],
    ['GET /api/pets/{id}/dashboard', `/api/pets/${onPglite.petId}/dashboard`],
  ]) {
    const result = await load(appPort, path, onPglite.cookie)
    console.log(`${label} on PGlite: app ${line(result)} (one round of ${SECONDS} s, ${CONNECTIONS} connections)`)
  }
  await embedded.stop()
  agent.destroy()
}
