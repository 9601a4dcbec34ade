import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, profileOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const owner = sessionUser()
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM'
const ENDPOINT = 'https://push.example.com/send/abc'
const subscriptionJson = {
  endpoint: ENDPOINT,
  expirationTime: null,
  keys: { p256dh: PUBLIC_KEY, auth: 'tBHItJI5svbpez7KI4CCXg' },
}
const keyBytes = (key: string) => Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0)).buffer

/**
 * The browser's side of push, which jsdom lacks: the service worker container, PushManager and
 * Notification, with the answers a test picks (the push service is outside the unit).
 */
function fakePushBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  isSubscribed = false,
  subscribeFails = false,
} = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: keyBytes(PUBLIC_KEY) },
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => {
      current = null
      return true
    }),
  }
  let current: typeof subscription | null = isSubscribed ? subscription : null
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      if (subscribeFails) throw new DOMException('Registration failed - push service error', 'AbortError')
      current = subscription
      return subscription
    }),
  }
  const registration = { pushManager }
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer
      return answer
    }),
  }
  vi.stubGlobal('Notification', notification)
  vi.stubGlobal('PushManager', class {})
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: async () => registration },
  })
  return { pushManager, subscription, notification }
}

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker
})

function pushApi(overrides: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    ...signedInApi(owner, []),
    'GET /api/me': profileOf(owner, { timezone: 'Europe/Berlin' }),
    'GET /api/notifications': { body: { unread: 0, inbox: [], overdue: [], upcoming: [] } },
    'GET /api/reminders': { body: { reminders: [] } },
    'GET /api/notification-preferences': { body: { methods: ['email', 'push'], quietHours: null, emailMutedCategories: [] } },
    'GET /api/push/public-key': { body: { publicKey: PUBLIC_KEY } },
    'POST /api/push/subscriptions': { status: 204 },
    'DELETE /api/push/subscriptions': { status: 204 },
    'GET /api/calendar-feed': { body: { url: null, createdAt: null } },
    ...overrides,
  })
}

const pushSection = async () =>
  (await screen.findByRole('heading', { name: 'Push notifications on this device' })).closest('section') as HTMLElement

describe('/notifications: push on this device', () => {
  it('says plainly when the browser cannot do push', async () => {
    pushApi()
    renderApp('/notifications')
    expect(await within(await pushSection()).findByText(/This browser cannot show push notifications/)).toBeInTheDocument()
    expect(within(await pushSection()).queryByRole('button')).toBeNull()
  })

  it('says how to unblock when notifications are blocked for the site', async () => {
    fakePushBrowser({ permission: 'denied' })
    pushApi()
    renderApp('/notifications')
    expect(await within(await pushSection()).findByText(/Notifications are blocked for Pawpulse in this browser/)).toBeInTheDocument()
    expect(within(await pushSection()).queryByRole('button')).toBeNull()
  })

  it('turns push on: permission, the subscription with the server’s key, then POSTs it', async () => {
    const browser = fakePushBrowser()
    const api = pushApi()
    renderApp('/notifications')
    const section = await pushSection()
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn on push on this device' }))
    expect(await within(section).findByRole('button', { name: 'Turn off push on this device' })).toBeInTheDocument()
    expect(within(section).getByText(/On: reminders that use push pop up on this device/)).toBeInTheDocument()
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce()
    const options = browser.pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit]
    expect(options[0].userVisibleOnly).toBe(true)
    expect([...new Uint8Array(options[0].applicationServerKey as Uint8Array)]).toEqual([...new Uint8Array(keyBytes(PUBLIC_KEY))])
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/push/subscriptions').map((c) => c.body)).toContainEqual(
      subscriptionJson,
    )
  })

  it('says so when the browser’s push service cannot be reached, and stays off', async () => {
    fakePushBrowser({ subscribeFails: true })
    const api = pushApi()
    renderApp('/notifications')
    const section = await pushSection()
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn on push on this device' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This browser could not reach its push service, so push could not be turned on. Try again later.',
    )
    expect(within(section).getByRole('button', { name: 'Turn on push on this device' })).toBeEnabled()
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/push/subscriptions')).toBe(false)
  })

  it('says how to unblock when the owner refuses the browser’s question', async () => {
    fakePushBrowser({ answer: 'denied' })
    pushApi()
    renderApp('/notifications')
    const section = await pushSection()
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn on push on this device' }))
    expect(await within(section).findByText(/Notifications are blocked for Pawpulse in this browser/)).toBeInTheDocument()
  })

  it('shows push as on when this browser is subscribed (and tells the server again), and turns it off by endpoint', async () => {
    const browser = fakePushBrowser({ permission: 'granted', isSubscribed: true })
    let deleted: string | null = null
    const api = pushApi({
      'DELETE /api/push/subscriptions': ({ url }) => {
        deleted = url.searchParams.get('endpoint')
        return { status: 204 }
      },
    })
    renderApp('/notifications')
    const section = await pushSection()
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn off push on this device' }))
    expect(await within(section).findByRole('button', { name: 'Turn on push on this device' })).toBeInTheDocument()
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce()
    expect(deleted).toBe(ENDPOINT)
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/push/subscriptions')?.body).toEqual(subscriptionJson)
  })

  it('saves push as a default channel of new reminders, and a new reminder starts with it', async () => {
    const api = pushApi({ 'PUT /api/notification-preferences': ({ body }) => ({ body }) })
    renderApp('/notifications')
    const form = await screen.findByRole('form', { name: 'Notification settings' })
    const push = within(form).getByRole('checkbox', { name: /Send push notifications when a reminder goes off/ })
    expect(push).toBeChecked()
    await userEvent.click(within(form).getByRole('checkbox', { name: /E-mail me when a reminder goes off/ }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ methods: ['push'] }))

    await userEvent.click(await screen.findByRole('button', { name: 'New reminder' }))
    const reminderForm = await screen.findByRole('form', { name: 'Add reminder' })
    expect(within(reminderForm).getByRole('checkbox', { name: 'Push notification' })).toBeChecked()
  })
})
