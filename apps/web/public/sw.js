// Pawpulse's service worker: web push only (docs/decisions/024). It caches nothing and does not
// handle fetches, so the app works exactly as without it; an offline app is a later step.
// Hand-written and served as it is (no build step): keep it plain JavaScript.

const SNOOZE_ACTION = 'snooze'
const DONE_ACTION = 'done'
const INBOX_URL = '/notifications'

// A new version takes over at once: there is no cached app whose old and new halves could mix.
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

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
      icon: '/favicon.svg',
      badge: '/favicon.svg',
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
