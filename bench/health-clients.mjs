// Load generators and the report line of health-load.mjs. Every response body is read before
// its time is taken; a run stops at its count or after MAX_MS, whichever comes first.

const MAX_MS = 60_000

/** Closed loop: `clients` callers, each sending its next request as soon as the last answered. */
export async function saturate(request, { clients, total }) {
  const times = []
  let issued = 0
  let errors = 0
  const started = performance.now()
  const deadline = started + MAX_MS
  const caller = async () => {
    while (issued < total && performance.now() < deadline) {
      issued++
      errors += await timed(request, times)
    }
  }
  await Promise.all(Array.from({ length: clients }, caller))
  return { times, errors, perSecond: times.length / ((performance.now() - started) / 1000) }
}

/** Paced: `clients` callers, each sending one request every `everyMs` (a person on a page), for `forMs`. */
export async function paced(request, { clients, everyMs, forMs }) {
  const times = []
  let errors = 0
  const end = performance.now() + Math.min(forMs, MAX_MS)
  const caller = async (index) => {
    // Spread the callers over the interval instead of firing all at once.
    await sleep((everyMs * index) / clients)
    while (performance.now() < end) {
      const started = performance.now()
      errors += await timed(request, times)
      await sleep(everyMs - (performance.now() - started))
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, i) => caller(i)))
  return { times, errors, perSecond: (clients * 1000) / everyMs }
}

async function timed(request, times) {
  const started = performance.now()
  const response = await request()
  await response.arrayBuffer()
  times.push(performance.now() - started)
  return response.ok ? 0 : 1
}

const sleep = (ms) => new Promise((done) => setTimeout(done, Math.max(0, ms)))

/** One line: runs, p50, p99, errors, and the verdict when the measurement has a budget. */
export function report(label, { times, errors, perSecond }, budgetMs = null) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
  const rate = perSecond ? `, ${perSecond.toFixed(0)} req/s` : ''
  const verdict =
    budgetMs === null ? '' : ` — budget p99 ≤ ${budgetMs} ms, no errors: ${at(0.99) <= budgetMs && errors === 0 ? 'within' : 'OVER'}`
  console.log(
    `${label.padEnd(58)} ${String(sorted.length).padStart(5)} runs: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, errors ${errors}${rate}${verdict}`,
  )
}
