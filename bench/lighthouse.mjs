// Lighthouse mobile scores of the built app (docs/ARCHITECTURE.md#budgets; docs/decisions/065): the landing
// page signed out, and three signed-in pages with a few days of data so that their charts draw.
// Starts the built server (apps/server/dist/main.js, as `npm start` runs it) on a throwaway PGlite
// folder and a free port, signs an owner up through the API and seeds one pet, then runs
// Lighthouse 12 in Debian's Chromium (headless) RUNS times per page and prints the medians.
// Lighthouse's default mobile settings: a mid-range phone's screen and CPU on slow 4G, with
// *simulated* throttling — the page loads unthrottled and Lighthouse computes the throttled timings
// from the trace — which varies less with other work on the machine than throttling the real
// browser would. Each trace is scored at a CPU slowdown calibrated to the machine's speed
// (lighthouse-common.mjs), printed first, and at Lighthouse's stock 4×, printed beside it. Run
// `npm run build` first. Budgets, judged at the stock 4× (decision 065; the calibrated score is
// information): landing performance 100, LCP ≤ 1.2 s, SEO 100; /dashboard, /breathing, /pet
// performance ≥ 90.
import { cpuLine, gatherRun, launchChromium, scoreRuns, seconds, seedOwner, startBuiltServer, summarise } from './lighthouse-common.mjs'

const RUNS = Number(process.env.RUNS ?? 3)
/** The pages to measure: the arguments (`npm run lighthouse -w @pawpulse/bench -- /pet`), else all four. */
const PAGES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/dashboard', '/breathing', '/pet']

async function audit(chrome, base, path, cookie) {
  const runs = []
  for (let attempt = 1; attempt <= RUNS; attempt++) runs.push(await gatherRun(chrome, `${base}${path}`, { cookie, label: path, attempt }))
  return { path, ...summarise(await scoreRuns(runs)) }
}

const verdict = (ok) => (ok ? 'within' : 'BELOW')

const { base, stop } = await startBuiltServer()
let chrome
try {
  const cookie = await seedOwner(base)
  chrome = await launchChromium()
  console.log(`Lighthouse mobile (simulated throttling, CPU slowdown calibrated), median of ${RUNS} runs per page, ${base}`)
  let allOk = true
  for (const path of PAGES) {
    const isLanding = path === '/'
    const page = await audit(chrome, base, path, isLanding ? undefined : cookie)
    const { stock } = page
    const ok = isLanding ? stock.performance === 100 && stock.lcp <= 1200 && stock.seo === 100 : stock.performance >= 90
    allOk &&= ok
    const seo = isLanding ? `, SEO ${page.seo}${page.failedSeo.length ? ` (failing: ${page.failedSeo.join(', ')})` : ''}` : ''
    const budget = `${isLanding ? 'performance 100, LCP ≤ 1.2 s, SEO 100' : 'performance ≥ 90'} at the stock 4×`
    console.log(
      `${path.padEnd(11)} performance ${page.performance} (runs ${page.all.join(', ')}), LCP ${seconds(page.lcp)}, FCP ${seconds(page.fcp)}, ` +
        `TBT ${page.tbt.toFixed(0)} ms, CLS ${page.cls.toFixed(3)}${seo} — budget ${budget}: ${verdict(ok)}\n${' '.repeat(12)}${cpuLine(page)}`,
    )
  }
  process.exitCode = allOk ? 0 : 1
} finally {
  await chrome?.kill()
  await stop()
}
