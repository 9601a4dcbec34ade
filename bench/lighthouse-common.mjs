// What the Lighthouse benches share (lighthouse.mjs, lighthouse-floor.mjs): the built server on a
// throwaway PGlite folder, an owner with a week of data, Debian's Chromium, and Lighthouse's
// default mobile run (simulated throttling) repeated and reduced to medians.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort } from './free-port.mjs'
import { signUpOwner } from './sign-up-owner.mjs'

export const root = resolve(import.meta.dirname, '..')
export const webDist = join(root, 'apps/web/dist')
const DAYS = 7

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

/** The built server (apps/server/dist/main.js, as `npm start` runs it) on a free port and a throwaway PGlite folder. */
export async function startBuiltServer() {
  const builtServer = join(root, 'apps/server/dist/main.js')
  if (!existsSync(builtServer) || !existsSync(join(webDist, 'landing.html'))) throw new Error('Build first: npm run build')
  const port = await freePort()
  const base = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'pawpulse-lighthouse-'))
  const env = {
    ...process.env,
    PORT: String(port),
    PAWPULSE_DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  }
  delete env.DATABASE_URL // the embedded database, in the throwaway folder
  const server = spawn(process.execPath, ['--enable-source-maps', builtServer], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const stop = async () => {
    server.kill('SIGTERM')
    await new Promise((done) => (server.exitCode !== null ? done() : server.once('exit', done)))
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error('the server exited before it was ready')
      if (i >= 1200) throw new Error('the server did not start within 120 s')
      const healthy = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false, // not listening yet
      )
      if (healthy) return { base, stop }
      await new Promise((r) => setTimeout(r, 100))
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** An owner past onboarding with one dog and DAYS days of sleeping breathing counts and weights; their session cookie. */
export async function seedOwner(base) {
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

export const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * One Lighthouse mobile run of `url` (the session cookie, if any, as an extra header); its report.
 * A trace Lighthouse could not read (NO_NAVSTART, NO_FCP) on a busy machine is run again, up to three times.
 * `label` names the files kept under LIGHTHOUSE_REPORTS.
 */
export async function runOnce(chrome, url, { cookie, label, attempt }) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  }
  for (let retry = 0; ; retry++) {
    const { lhr, artifacts } = await lighthouse(url, flags, PROFILE ? PROFILED : undefined)
    const name = `${label.replaceAll('/', '_')}-${attempt}${retry ? `-retry${retry}` : ''}`
    if (REPORTS) writeFileSync(join(REPORTS, `${name}.json`), JSON.stringify(lhr))
    if (TRACES) writeFileSync(join(REPORTS, `${name}.trace.json`), JSON.stringify(artifacts.Trace))
    if (!lhr.runtimeError) return lhr
    if (retry >= 3) throw new Error(`${label}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    console.warn(`${label}: run discarded, ${lhr.runtimeError.code}`)
  }
}

/** The medians of a page's runs: performance, SEO (and the SEO audits that failed), LCP, FCP, TBT, CLS. */
export function summarise(runs) {
  const metric = (id) => median(runs.map((r) => r.audits[id].numericValue))
  const failedSeo = [
    ...new Set(
      runs.flatMap((r) => r.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && r.audits[ref.id].score !== 1).map((ref) => ref.id)),
    ),
  ]
  return {
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

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
