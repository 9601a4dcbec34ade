// Pawpulse's service worker (docs/decisions/031-offline-app.md): it keeps the app's own files so the
// app opens with no network, wakes open pages to send entries queued offline, and shows web push
// (docs/decisions/024). It never caches the API: what a page last showed comes from the page's own
// store on the device, with its age.
// Hand-written and served as it is: keep it plain JavaScript. The build (vite.config.ts,
// `serviceWorkerPrecache`) writes the list of the release's files and its version into the two
// constants below; in development they stay empty and nothing is cached.

const VERSION = 'development'
/** The release's files: index.html, landing.html, the manifest and icons, and every script and style. */
const PRECACHE = []

const CACHE = `pawpulse-app-${VERSION}`
const APP_SHELL = '/index.html'
/** `/` is the landing page the build prerendered (decision 065). */
const LANDING_PAGE = '/landing.html'
const SYNC_TAG = 'pawpulse-outbox'
const SNOOZE_ACTION = 'snooze'
const DONE_ACTION = 'done'
const INBOX_URL = '/notifications'

// A release's files are stored whole before it may take over; a half-stored release is dropped.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      if (PRECACHE.length > 0) {
        const cache = await caches.open(CACHE)
        await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })))
      }
      // The first worker on this device has no older app to mix with: it starts at once. A new
      // release waits until the page's "Update available — reload" says go (SKIP_WAITING below),
      // so one page never runs the old scripts with the new ones.
      if (!self.registration.active) await self.skipWaiting()
    })(),
  )
})

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting()
})

// Older releases' files go once this one is in charge.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(names.filter((name) => name.startsWith('pawpulse-app-') && name !== CACHE).map((name) => caches.delete(name)))
      await self.clients.claim()
    })(),
  )
})

const precached = new Set(PRECACHE)
/** How long a page waits for a poor connection (3 a.m., a bedroom, one bar) before the stored app opens. */
const NETWORK_WAIT_MS = 4000

async function pageOrShell(request) {
  const fromNetwork = fetch(request)
  const timeout = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, null))
  const answer = await Promise.race([fromNetwork.catch(() => null), timeout])
  if (answer) return answer
  const shell = await caches.match(new URL(request.url).pathname === '/' ? LANDING_PAGE : APP_SHELL)
  // Nothing stored (a cleared cache): wait for the network after all.
  return shell || fromNetwork
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET' || PRECACHE.length === 0) return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    // A page: the server's answer when there is one (so a new release shows at once), else the
    // stored app shell, which routes on the client like the server's index.html does.
    event.respondWith(pageOrShell(request))
    return
  }
  if (precached.has(url.pathname)) {
    // The release's own files never change under their name: the stored copy is the answer.
    event.respondWith(caches.match(url.pathname).then((cached) => cached || fetch(request)))
  }
})

// Background Sync: the connection is back. The open pages send what they queued (one sender,
// lib/offline/outbox-sync.ts); with no page open, the entries wait for the app's next start.
self.addEventListener('sync', (event) => {
  if (event.tag !== SYNC_TAG) return
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage({ type: 'FLUSH_OUTBOX' })
    }),
  )
})

/** The server's message: { title, body, url, occurrenceId, tag } (domain push-api.ts). */
function readPayload(event) {
  try {
    const data = event.data ? event.data.json() : null
    if (data && typeof data.title === 'string') return data
  } catch {
    // Not JSON: show it as text below.
  }
  return { title: 'Pawpulse', body: event.data ? event.data.text() : '', url: INBOX_URL, occurrenceId: null, tag: undefined }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event)
  const actions = payload.occurrenceId
    ? [
        { action: DONE_ACTION, title: 'Done' },
        { action: SNOOZE_ACTION, title: 'Snooze 1 hour' },
      ]
    : []
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      // A later round of the same occurrence (after a snooze) alerts again.
      renotify: Boolean(payload.tag),
      // PNGs: not every platform draws an SVG in a notification, and the badge must be a mask.
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: payload.url || INBOX_URL, occurrenceId: payload.occurrenceId || null },
      actions,
    }),
  )
})

/** Done or Snooze through the same route the page uses; the session cookie goes with it (same origin). */
async function act(occurrenceId, action) {
  const body = action === DONE_ACTION ? { action: 'done' } : { action: 'snooze', for: '1h' }
  const response = await fetch(`/api/reminder-occurrences/${encodeURIComponent(occurrenceId)}/actions`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  })
  // Signed out, or done elsewhere meanwhile: open the page, which says what happened.
  return response.ok
}

async function openPage(url) {
  const target = new URL(url || INBOX_URL, self.location.origin)
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).pathname === target.pathname) || windows[0]
  if (open) {
    if (new URL(open.url).pathname !== target.pathname && 'navigate' in open) await open.navigate(target.href)
    return open.focus()
  }
  return self.clients.openWindow(target.href)
}

self.addEventListener('notificationclick', (event) => {
  const { notification } = event
  const data = notification.data || {}
  notification.close()
  const isAction = event.action === DONE_ACTION || event.action === SNOOZE_ACTION
  event.waitUntil(
    (async () => {
      if (isAction && data.occurrenceId) {
        const isDone = await act(data.occurrenceId, event.action).catch(() => false)
        if (isDone) return
      }
      await openPage(data.url)
    })(),
  )
})
