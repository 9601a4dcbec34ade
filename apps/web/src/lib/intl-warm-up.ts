/**
 * Starts a worker that builds the browser's first Intl formats, so that the page's own first date
 * or number label does not have to (decision 065).
 *
 * The first `Intl.DateTimeFormat` or `Intl.NumberFormat` a browser process builds reads ICU's data
 * in and fills its caches: 30–160 ms of the main thread, measured in Chromium on the machines we
 * measure on, against about 1 ms for every one after it. That work is the process's, not the
 * thread's: once a worker has done it, the page's first format takes about 1 ms. The worker runs on
 * another core while the app's scripts download, so the page's thread never waits for it.
 *
 * Nothing depends on it: where there is no Worker, or it fails to start, the first format simply
 * costs what it did before.
 */
export function warmUpIntl() {
  if (typeof Worker !== 'function') return
  try {
    // Written out in full, `new Worker(new URL(…))`, for Vite to build the worker as its own file.
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module', name: 'intl-warm-up' })
  } catch {
    // Not started: the page's first format pays for itself, as it always did.
  }
}
