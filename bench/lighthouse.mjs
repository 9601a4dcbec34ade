// Lighthouse mobile scores of the built app (docs/ARCHITECTURE.md#budgets; docs/decisions/036, 040): the landing
// page signed out, and three signed-in pages with a few days of data so that their charts draw.
// Starts the built server (apps/server/dist/main.js, as `npm start` runs it) on a throwaway PGlite
// folder and a free port, signs an owner up through the API and seeds one pet, then runs
// Lighthouse 12 in Debian's Chromium (headless) RUNS times per page and prints the medians.
// Lighthouse's default mobile settings: a mid-range phone's screen and CPU (4× slowdown) on slow
// 4G, with *simulated* throttling — the page loads unthrottled and Lighthouse computes the
// throttled timings from the trace — which varies less with other work on the machine than
// throttling the real browser would. Run `npm run build` first.
// Budgets: landing performance 100, LCP ≤ 1.2 s, SEO 100; /dashboard, /breathing, /pet performance ≥ 90.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort } from './free-port.mjs'
import { signUpOwner } from './sign-up-owner.mjs'

const root = resolve(import.meta.dirname, '..')
const RUNS = Number(process.env.RUNS ?? 3)
const DAYS = 7
/** The pages to measure: the arguments (`npm run lighthouse -w @pawpulse/bench -- /pet`), else all four. */
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/dashboard', '/breathing', '/pet']
/** LIGHTHOUSE_REPORTS=folder keeps every run's full report (JSON) to look into. */
const REPORTS = process.env.LIGHTHOUSE_REPORTS
/**
 * LIGHTHOUSE_TRACES=1 (with LIGHTHOUSE_REPORTS) also keeps each run's observed trace, with V8's
 * sampling profiler in it, to see which functions the long tasks run. The profiler slows the page:
 * the scores of such runs are lower than without it and are not the figures to report.
 */
const TRACES = Boolean(process.env.LIGHTHOUSE_TRACES && REPORTS)
/** LIGHTHOUSE_TRACES=plain keeps the trace without the profiler: the tasks as Lighthouse scored them. */
const PROFILE = TRACES && process.env.LIGHTHOUSE_TRACES !== 'plain'
const PROFILED = { extends: 'lighthouse:default', settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } }
if (REPORTS) mkdirSync(REPORTS, { recursive: true })
const builtServer = join(root, 'apps/server/dist/main.js')
if (!existsSync(builtServer) || !existsSync(join(root, 'apps/web/dist/landing.html'))) throw new Error('Build first: npm run build')

const port = await freePort()
const base = `http://localhost:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-lighthouse-'))
const env = { ...process.env, PORT: String(port), PAWPULSE_DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn', NODE_ENV: 'production' }
delete env.DATABASE_URL // the embedded database, in the throwaway folder
const server = spawn(process.execPath, ['--enable-source-maps', builtServer], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })

async function waitHealthy() {
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready')
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the server did not start within 120 s')
}

/** An owner past onboarding with one dog and DAYS days of sleeping breathing counts and weights. */
async function seedOwner() {
  const cookie = await signUpOwner(base)
  const api = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  await api('PATCH', '/api/me', { onboardingCompleted: true, timezone: 'UTC', unitSystem: 'metric' })
  const pet = await api('POST', '/api/pets', {
    name: 'Pepper',
    species: 'dog',
    breed: 'Cavalier King Charles Spaniel',
    weight: 8.2,
    weightUnit: 'kg',
  })
  const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
  await api('POST', `/api/pets/${pet.id}/conditions`, { condition: 'mvd', diagnosisDate: day(200) })
  for (let d = 1; d <= DAYS; d++) {
    for (const hour of ['02', '22']) {
      await api('POST', `/api/pets/${pet.id}/breathing-logs`, {
        measuredAt: `${day(d)}T${hour}:00:00Z`,
        breathCount: 10 + ((d * 3 + Number(hour)) % 5),
        durationSeconds: 30,
        method: 'counter',
        context: 'sleeping',
      })
    }
    await api('POST', `/api/pets/${pet.id}/weight-logs`, { measuredAt: day(d), weight: 8 + (d % 4) / 20, weightUnit: 'kg' })
  }
  return cookie
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function audit(chrome, path, cookie) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  }
  const runs = []
  for (let attempt = 1; runs.length < RUNS; attempt++) {
    const { lhr, artifacts } = await lighthouse(`${base}${path}`, flags, PROFILE ? PROFILED : undefined)
    if (REPORTS) writeFileSync(join(REPORTS, `${path.replaceAll('/', '_')}-${attempt}.json`), JSON.stringify(lhr))
    if (TRACES) writeFileSync(join(REPORTS, `${path.replaceAll('/', '_')}-${attempt}.trace.json`), JSON.stringify(artifacts.Trace))
    if (!lhr.runtimeError) runs.push(lhr)
    // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP) on a busy machine: it asks for another run.
    else if (attempt >= RUNS + 3) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    else console.warn(`${path}: run discarded, ${lhr.runtimeError.code}`)
  }
  const metric = (id) => median(runs.map((r) => r.audits[id].numericValue))
  const failedSeo = [
    ...new Set(
      runs.flatMap((r) => r.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && r.audits[ref.id].score !== 1).map((ref) => ref.id)),
    ),
  ]
  return {
    path,
    performance: median(runs.map((r) => Math.round(r.categories.performance.score * 100))),
    seo: median(runs.map((r) => Math.round(r.categories.seo.score * 100))),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failedSeo,
    all: runs.map((r) => Math.round(r.categories.performance.score * 100)),
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
const verdict = (ok) => (ok ? 'within' : 'BELOW')

let chrome
try {
  await waitHealthy()
  const cookie = await seedOwner()
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  console.log(`Lighthouse mobile (simulated throttling), median of ${RUNS} runs per page, ${base}`)
  let allOk = true
  for (const path of PAGES) {
    const isLanding = path === '/'
    const page = await audit(chrome, path, isLanding ? undefined : cookie)
    const ok = isLanding ? page.performance === 100 && page.lcp <= 1200 && page.seo === 100 : page.performance >= 90
    allOk &&= ok
    const seo = isLanding ? `, SEO ${page.seo}${page.failedSeo.length ? ` (failing: ${page.failedSeo.join(', ')})` : ''}` : ''
    const budget = isLanding ? 'performance 100, LCP ≤ 1.2 s, SEO 100' : 'performance ≥ 90'
    console.log(
      `${path.padEnd(11)} performance ${page.performance} (runs ${page.all.join(', ')}), LCP ${seconds(page.lcp)}, FCP ${seconds(page.fcp)}, ` +
        `TBT ${page.tbt.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}${seo} — budget ${budget}: ${verdict(ok)}`,
    )
  }
  process.exitCode = allOk ? 0 : 1
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
  await new Promise((done) => (server.exitCode !== null ? done() : server.once('exit', done)))
  rmSync(dataDir, { recursive: true, force: true })
}
