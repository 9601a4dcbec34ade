// The page's main thread in a trace the Lighthouse benches kept (LIGHTHOUSE_TRACES), shared by the
// two readers: lighthouse-tasks.mjs (what one long task runs) and lighthouse-budget.mjs (where a
// page's blocking time comes from).

/** The renderer's main thread that ran the most tasks: the page's. */
export function mainThread(events) {
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]))
  const busy = new Map()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (e.name === 'RunTask' && e.dur && names.get(key) === 'CrRendererMain') busy.set(key, (busy.get(key) ?? 0) + e.dur)
  }
  const [key] = [...busy.entries()].sort((a, b) => b[1] - a[1])[0] ?? []
  if (!key) throw new Error('no renderer main thread in this trace')
  const [pid, tid] = key.split(':').map(Number)
  return { pid, tid }
}

/** The thread's complete events in time order, and when the page's navigation started (µs). */
export function threadEvents(events, { pid, tid }) {
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts)
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'),
  )
  return { mine, start: navigation?.ts ?? mine[0]?.ts ?? 0 }
}
