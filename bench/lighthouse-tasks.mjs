// What a page's long tasks ran, from a trace the Lighthouse benches kept (decision 065):
//   LIGHTHOUSE_REPORTS=/tmp/lh LIGHTHOUSE_TRACES=plain RUNS=1 node bench/lighthouse.mjs /pet
//   node bench/lighthouse-tasks.mjs /tmp/lh/_pet-1.trace.json [MIN_MS]
// Each task of the page's main thread of at least MIN_MS (default 8) observed, before Lighthouse's
// slowdown: when it started after the navigation, how long it took, the events inside it two
// levels deep (evaluating a module, a timer, a React scheduler slice, style and layout), with each
// function call mapped through the build's source maps to the source it runs. A trace kept with
// LIGHTHOUSE_TRACES=1 also has V8's sampling profiler: each task then lists the functions its
// samples were in (their own time), mapped the same way. Read the build the trace was made with:
// the maps are looked up in apps/web/dist/assets.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'
import { webDist } from './paths.mjs'
import { mainThread, threadEvents } from './trace-main-thread.mjs'

const [file, minArg = '8'] = process.argv.slice(2)
if (!file) {
  console.error('usage: node bench/lighthouse-tasks.mjs TRACE.json [MIN_MS]')
  process.exit(2)
}
const MIN_US = Number(minArg) * 1000
const trace = JSON.parse(readFileSync(file, 'utf8'))
const events = trace.traceEvents ?? trace

const maps = new Map()
/** `source:line name` of a script position in the build, or undefined outside it. */
function sourceOf(url, line, column) {
  const name = url?.match(/\/assets\/([^/?#]+\.js)/)?.[1]
  if (!name) return undefined
  if (!maps.has(name)) {
    const path = join(webDist, 'assets', `${name}.map`)
    maps.set(name, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null)
  }
  const position = maps.get(name)?.originalPositionFor({ line, column })
  if (!position?.source) return undefined
  return `${position.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${position.line} ${position.name ?? ''}`.trim()
}

/** The profiler's samples on the page's thread: [time, node], and its nodes by id. */
function samplesOf(pid, tid) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)
  if (!profile) return { samples: [], nodes: new Map() }
  const nodes = new Map()
  const samples = []
  let time = profile.args.data.startTime
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node)
    for (const [i, id] of (cpuProfile.samples ?? []).entries()) {
      time += timeDeltas[i] ?? 0
      samples.push([time, id])
    }
  }
  return { samples, nodes }
}

const { pid, tid } = mainThread(events)
const { mine, start } = threadEvents(events, { pid, tid })
const { samples, nodes } = samplesOf(pid, tid)
const ms = (us) => (us / 1000).toFixed(1)

function describe(event) {
  const data = event.args?.data ?? {}
  const where = event.name === 'FunctionCall' ? sourceOf(data.url, data.lineNumber, data.columnNumber ?? 0) : undefined
  const url = data.url ? ` ${data.url.replace(/^.*\//, '')}` : ''
  return `${event.name}${where ? ` [${where}]` : url}`
}

let count = 0
let total = 0
for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur >= MIN_US)) {
  count++
  total += task.dur
  console.log(`@${ms(task.ts - start)} ms  ${ms(task.dur)} ms`)
  const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 300)
  const children = (parent) =>
    inside.filter(
      (e) =>
        e !== parent &&
        e.ts >= parent.ts &&
        e.ts + e.dur <= parent.ts + parent.dur &&
        !inside.some(
          (p) =>
            p !== e &&
            p !== parent &&
            p.ts >= parent.ts &&
            p.ts + p.dur <= parent.ts + parent.dur &&
            p.ts <= e.ts &&
            p.ts + p.dur >= e.ts + e.dur &&
            p.dur > e.dur,
        ),
    )
  for (const child of children(task)) {
    console.log(`  ${ms(child.dur)} ${describe(child)}`)
    for (const grandchild of children(child)) console.log(`    ${ms(grandchild.dur)} ${describe(grandchild)}`)
  }
  const own = new Map()
  for (const [time, id] of samples) {
    if (time < task.ts || time >= task.ts + task.dur) continue
    const frame = nodes.get(id)?.callFrame
    if (!frame) continue
    const label =
      sourceOf(frame.url, frame.lineNumber + 1, frame.columnNumber) ?? (frame.functionName || frame.url?.replace(/^.*\//, '') || '(native)')
    own.set(label, (own.get(label) ?? 0) + 1)
  }
  const top = [...own.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6)
  if (top.length) console.log(`  samples: ${top.map(([label, n]) => `${n} ${label}`).join(' | ')}`)
}
console.log(`${count} tasks of ${minArg} ms or more, ${ms(total)} ms in all`)
