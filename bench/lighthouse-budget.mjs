// Where a page's blocking time comes from, from traces the Lighthouse benches kept (decision 065):
//   LIGHTHOUSE_REPORTS=/tmp/lh LIGHTHOUSE_TRACES=plain RUNS=5 node bench/lighthouse.mjs /pet
//   node bench/lighthouse-budget.mjs [--slowdown N] /tmp/lh/_pet-*.trace.json
// Lighthouse's simulation keeps only the main-thread tasks of 10 ms or more as observed, slows each
// by the CPU slowdown and counts what passes 50 ms after the simulated first paint. This prints,
// for each trace, the tasks of 10 ms or more that started after the observed first paint, their
// time split by what ran in them (module evaluation, React, style/layout/paint, the rest), and what
// they would block at the slowdown (each task × N − 50 ms, default 4); then the medians. Unlike a
// score, these are the observed tasks, not the simulation, so two builds compare with less noise:
// the budget is a figure here, not a pass or fail.
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { median } from './median.mjs'
import { mainThread, threadEvents } from './trace-main-thread.mjs'

/** Lighthouse's (Lantern's) threshold: a shorter task is left out of the simulation. */
const SIGNIFICANT_US = 10_000
const args = process.argv.slice(2)
const slowdownAt = args.indexOf('--slowdown')
const slowdown = slowdownAt >= 0 ? Number(args[slowdownAt + 1]) : 4
const files = slowdownAt >= 0 ? args.filter((_, index) => index !== slowdownAt && index !== slowdownAt + 1) : args
if (files.length === 0 || !(slowdown >= 1)) {
  console.error('usage: node bench/lighthouse-budget.mjs [--slowdown N] TRACE.json…')
  process.exit(2)
}

const STYLE = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'])
/** The category of an event that is one, else undefined: React is the built chunk that holds React DOM and its scheduler. */
function categoryOf(event) {
  if (event.name === 'v8.evaluateModule' || event.name === 'EvaluateScript') return 'evaluate'
  if (STYLE.has(event.name)) return 'style'
  if (event.name === 'FunctionCall' && /\/assets\/react-[^/]+\.js/.test(event.args?.data?.url ?? '')) return 'react'
  return undefined
}
const CATEGORIES = ['evaluate', 'react', 'style', 'other']

/** One trace: when the first paint was observed, and the significant tasks after it, each split by category (µs). */
function readBudget(file) {
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents
  const thread = mainThread(events)
  const { mine, start } = threadEvents(events, thread)
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid && e.ts >= start)
  if (!paint) throw new Error(`${file}: no first contentful paint`)
  const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur >= SIGNIFICANT_US && e.ts >= paint.ts)
  let from = 0
  const split = tasks.map((task) => {
    const times = { evaluate: 0, react: 0, style: 0, other: task.dur }
    let coveredUntil = task.ts
    // The outermost event of a category counts; one inside it (a layout React forced) is its time.
    while (from < mine.length && mine[from].ts < task.ts) from++
    for (let i = from; i < mine.length && mine[i].ts < task.ts + task.dur; i++) {
      const event = mine[i]
      const category = event !== task && event.ts >= coveredUntil ? categoryOf(event) : undefined
      if (!category) continue
      times[category] += event.dur
      times.other -= event.dur
      coveredUntil = event.ts + event.dur
    }
    return times
  })
  return { firstPaint: (paint.ts - start) / 1000, tasks, split }
}

const ms = (us) => (us / 1000).toFixed(0).padStart(5)
const rows = files.map((file) => {
  const { firstPaint, tasks, split } = readBudget(file)
  const totals = Object.fromEntries(CATEGORIES.map((category) => [category, split.reduce((sum, times) => sum + times[category], 0)]))
  const blocking = tasks.reduce((sum, task) => sum + Math.max(0, (task.dur / 1000) * slowdown - 50), 0)
  return {
    name: basename(file).replace(/\.trace\.json$/, ''),
    firstPaint,
    count: tasks.length,
    all: tasks.reduce((s, t) => s + t.dur, 0),
    totals,
    blocking,
  }
})

console.log(
  `tasks of 10 ms or more after the observed first paint (ms as observed); blocking at ${slowdown}× = Σ (task × ${slowdown} − 50)`,
)
console.log(`${'trace'.padEnd(24)} ${'FCP'.padStart(5)} tasks   all ${CATEGORIES.map((c) => c.padStart(8)).join('')} blocking`)
const line = (name, row) =>
  `${name.padEnd(24)} ${row.firstPaint.toFixed(0).padStart(5)} ${String(row.count).padStart(5)} ${ms(row.all)} ${CATEGORIES.map((c) => ms(row.totals[c]).padStart(8)).join('')} ${row.blocking.toFixed(0).padStart(8)}`
for (const row of rows) console.log(line(row.name, row))
if (rows.length > 1) {
  const pick = (get) => median(rows.map(get))
  console.log(
    line(`median of ${rows.length}`, {
      firstPaint: pick((r) => r.firstPaint),
      count: pick((r) => r.count),
      all: pick((r) => r.all),
      totals: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.totals[c])])),
      blocking: pick((r) => r.blocking),
    }),
  )
}
