// What the Lighthouse benches share (lighthouse.mjs, lighthouse-floor.mjs): the built server on a
// throwaway PGlite folder, an owner with a week of data, Debian's Chromium, and Lighthouse's
// default mobile run (simulated throttling) repeated and reduced to medians.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort } from './free-port.mjs'
import { root, webDist } from './paths.mjs'
import { signUpOwner } from './sign-up-owner.mjs'
import { median } from './median.mjs'

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

/**
 * Lighthouse's mobile run slows the CPU by a fixed 4×, which its authors calibrated to turn a
 * high-end desktop (a benchmark index of 1,500–2,000) into a mid-range phone. The machines this
 * bench runs on have measured from about 1,700 to 2,900, from one machine to the next and within
 * one session, and at a fixed 4× a faster machine emulates a faster phone. So every trace is
 * scored twice: at the stock 4×, and *calibrated*, at a slowdown in proportion to the machine's
 * index, so that every machine emulates the phone that 4× makes of an index of 1,750 (the middle
 * of that bracket). The index is the median of those Lighthouse measured at the start of each of
 * the page's runs: one measurement alone swings with whatever else the machine is doing. Budgets
 * are judged at the stock 4×, as anyone running Lighthouse sees it; the calibrated score is
 * information, for comparing machines (decision 065).
 */
export const REFERENCE_BENCHMARK_INDEX = 1750
export const STOCK_CPU_SLOWDOWN = 4
export const calibratedSlowdown = (benchmarkIndex) => Math.max(1, (STOCK_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX)

const flagsFor = (chrome, cookie) => ({
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'seo'],
  ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
})
const CONFIG = PROFILE ? PROFILED : undefined

/**
 * Scores a gathered run at one CPU slowdown. Lighthouse refuses to audit with other settings than
 * it gathered with; the slowdown is read only by the simulation, so the saved settings are given
 * the one this audit uses.
 */
async function score(run, cpuSlowdownMultiplier) {
  run.artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier
  writeFileSync(join(run.folder, 'artifacts.json'), JSON.stringify(run.artifacts))
  return lighthouse(run.url, { ...flagsFor(run.chrome, run.cookie), auditMode: run.folder, throttling: { cpuSlowdownMultiplier } }, CONFIG)
}

/**
 * One Lighthouse mobile load of `url` (the session cookie, if any, as an extra header), traced and
 * kept in a folder to be scored by `scoreRuns`, and scored once at the stock 4×. A trace
 * Lighthouse could not read (NO_NAVSTART, NO_FCP) on a busy machine is gathered again, up to three
 * times. `label` names the files kept under LIGHTHOUSE_REPORTS.
 */
export async function gatherRun(chrome, url, { cookie, label, attempt }) {
  for (let retry = 0; ; retry++) {
    const run = { chrome, url, cookie, folder: mkdtempSync(join(tmpdir(), 'pawpulse-lighthouse-run-')) }
    let stock
    try {
      await lighthouse(url, { ...flagsFor(chrome, cookie), gatherMode: run.folder }, CONFIG)
      run.artifacts = JSON.parse(readFileSync(join(run.folder, 'artifacts.json'), 'utf8'))
      stock = await score(run, STOCK_CPU_SLOWDOWN)
    } catch (error) {
      rmSync(run.folder, { recursive: true, force: true })
      throw error
    }
    run.name = `${label.replaceAll('/', '_')}-${attempt}${retry ? `-retry${retry}` : ''}`
    run.stock = stock.lhr
    run.benchmarkIndex = stock.lhr.environment.benchmarkIndex
    if (TRACES) writeFileSync(join(REPORTS, `${run.name}.trace.json`), JSON.stringify(stock.artifacts.Trace))
    const error = stock.lhr.runtimeError
    if (!error) return run
    rmSync(run.folder, { recursive: true, force: true })
    if (retry >= 3) throw new Error(`${label}: ${error.code} ${error.message}`)
    console.warn(`${label}: run discarded, ${error.code}`)
  }
}

/** The calibrated slowdown for gathered runs: that of their median benchmark index. */
export const slowdownFor = (runs) => calibratedSlowdown(median(runs.map((run) => run.benchmarkIndex)))

/**
 * Gathered runs scored at one calibrated slowdown (by default their own, `slowdownFor`; pages
 * compared with each other are given one for all): `{ calibrated, stock }` reports each.
 */
export async function scoreRuns(runs, slowdown = slowdownFor(runs)) {
  const scored = []
  for (const run of runs) {
    try {
      const calibrated = (await score(run, slowdown)).lhr
      if (REPORTS) {
        writeFileSync(join(REPORTS, `${run.name}.json`), JSON.stringify(calibrated))
        writeFileSync(join(REPORTS, `${run.name}.stock.json`), JSON.stringify(run.stock))
      }
      scored.push({ calibrated, stock: run.stock })
    } finally {
      rmSync(run.folder, { recursive: true, force: true })
    }
  }
  return scored
}

/**
 * The medians of a page's runs (each `{ calibrated, stock }` from scoreRuns): the calibrated
 * performance, SEO (and the SEO audits that failed), LCP, FCP, TBT and CLS; the stock 4× score, SEO,
 * LCP and TBT beside them, which the budgets are judged on; the machine's benchmark index and the
 * slowdown it was given.
 */
export function summarise(runs) {
  const calibrated = runs.map((r) => r.calibrated)
  const metric = (id, reports = calibrated) => median(reports.map((r) => r.audits[id].numericValue))
  const score = (r) => Math.round(r.categories.performance.score * 100)
  const failedSeo = [
    ...new Set(
      calibrated.flatMap((r) =>
        r.categories.seo.auditRefs.filter((ref) => ref.weight > 0 && r.audits[ref.id].score !== 1).map((ref) => ref.id),
      ),
    ),
  ]
  return {
    performance: median(calibrated.map(score)),
    seo: median(calibrated.map((r) => Math.round(r.categories.seo.score * 100))),
    lcp: metric('largest-contentful-paint'),
    fcp: metric('first-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failedSeo,
    all: calibrated.map(score),
    stock: {
      performance: median(runs.map((r) => score(r.stock))),
      seo: median(runs.map((r) => Math.round(r.stock.categories.seo.score * 100))),
      lcp: metric(
        'largest-contentful-paint',
        runs.map((r) => r.stock),
      ),
      tbt: metric(
        'total-blocking-time',
        runs.map((r) => r.stock),
      ),
    },
    benchmarkIndex: median(calibrated.map((r) => r.environment.benchmarkIndex)),
    slowdown: median(calibrated.map((r) => r.configSettings.throttling.cpuSlowdownMultiplier)),
  }
}

/** How a page's summary says which CPU it was scored on. */
export const cpuLine = (page) =>
  `benchmark index ${page.benchmarkIndex.toFixed(0)}, CPU slowdown ${page.slowdown.toFixed(1)}× (stock 4×: performance ${page.stock.performance}, TBT ${page.stock.tbt.toFixed(0)} ms)`

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
