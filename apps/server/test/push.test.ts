import { afterAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { MAX_PUSH_SUBSCRIPTIONS, NOT_A_PUSH_SERVICE, type PushPayload } from '@pawpulse/domain/push-api'
import type { Reminder } from '@pawpulse/domain/reminder-api'
import { and, eq } from 'drizzle-orm'
import { notificationDeliveries, userNotificationTokens } from '#server/db/schema.ts'
import { dispatchDue } from '#server/features/reminders/dispatch.ts'
import { NO_PUSH_DEVICE } from '#server/features/reminders/push-delivery.ts'
import { sendPending } from '#server/features/reminders/send.ts'
import { createPushSender } from '#server/lib/push-sender.ts'
import { createBrowserKeys, decryptPush, readVapidAuthorization, startPushService } from './fixtures/push-service'
import { createTestApp, createTestUser, TEST_ORIGIN, type TestClient } from './test-app'

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:no-reply@pawpulse.app' }
const pushService = await startPushService()
afterAll(() => pushService.close())
// The push service on loopback is let in by origin, as only tests can (config.ts); every other
// address must be a browser push service's.
const { app, db, mailer } = await createTestApp({ vapid, testPushServiceOrigins: [pushService.origin] })
const secret = 'test-secret-that-is-at-least-32-characters-long'
const push = createPushSender({ vapid, agent: pushService.agent, testOrigins: [pushService.origin] })
const send = (now: Date) => sendPending({ db, mailer, push, publicUrl: TEST_ORIGIN, secret }, { now })

const at = (iso: string) => new Date(iso)

async function owner() {
  const user = await createTestUser(app)
  expect((await user.client.request('PATCH', '/api/me', { timezone: 'UTC' })).status).toBe(200)
  return user
}

/** A browser turning push on: its keys, and the subscription its toJSON() would give. */
async function subscribe(client: TestClient, endpoint = pushService.endpoint()) {
  const browser = createBrowserKeys()
  const response = await client.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys: browser.keys })
  expect(response.status, await response.clone().text()).toBe(204)
  return { ...browser, endpoint }
}

async function createReminder(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/reminders', {
    petId: null,
    category: 'medication',
    title: 'Give Vetmedin',
    times: ['08:00'],
    repeat: 'once',
    notificationMethods: ['push'],
    ...body,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Reminder
}

const tokensOf = (userId: string) =>
  db
    .select({ token: userNotificationTokens.token })
    .from(userNotificationTokens)
    .where(and(eq(userNotificationTokens.userId, userId), eq(userNotificationTokens.channel, 'push')))
const pushDeliveriesOf = (userId: string) =>
  db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.channel, 'push')))

describe('push subscriptions', () => {
  it('gives the server’s VAPID public key to a session only', async () => {
    const { client } = await owner()
    expect(await (await client.get('/api/push/public-key')).json()).toEqual({ publicKey: vapid.publicKey })
    expect((await app.request('/api/push/public-key')).status).toBe(401)
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an http endpoint', { endpoint: 'http://push.example.com/x' }, 'endpoint', 'A push service address starts with https://'],
    ['a key that is not P-256', { keys: { p256dh: 'AAAA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, 'keys.p256dh', 'uncompressed P-256'],
    ['an auth secret of 15 bytes', { keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(20) } }, 'keys.auth', '16 bytes'],
    [
      'an auth secret that is not base64url',
      { keys: { p256dh: `B${'A'.repeat(86)}`, auth: `${'A'.repeat(21)}+` } },
      'keys.auth',
      '16 bytes',
    ],
  ])('refuses %s with a message on the field', async (_name, change, field, message) => {
    const { client, user } = await owner()
    const valid = { endpoint: pushService.endpoint(), keys: createBrowserKeys().keys }
    const response = await client.post('/api/push/subscriptions', { ...valid, ...change })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(error.fields[field]).toContain(message)
    expect(await tokensOf(user.id)).toEqual([])
  })

  it.each([
    'https://127.0.0.1:47001/push',
    'https://[::1]:47001/push',
    'https://127.1/push',
    'https://2130706433/push',
    'https://user:pass@127.0.0.1/push',
    'https://localhost/push',
    'https://169.254.169.254/latest/meta-data',
    'https://internal.example.com/push',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
  ])('refuses %s: only a browser push service’s endpoint is kept', async (endpoint) => {
    const { client, user } = await owner()
    const response = await client.post('/api/push/subscriptions', { endpoint, keys: createBrowserKeys().keys })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION', message: NOT_A_PUSH_SERVICE, fields: { endpoint: NOT_A_PUSH_SERVICE } },
    })
    expect(await tokensOf(user.id)).toEqual([])
  })

  it('accepts the push services browsers use', async () => {
    const { client, user } = await owner()
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
    ])
      expect((await client.post('/api/push/subscriptions', { endpoint, keys: createBrowserKeys().keys })).status).toBe(204)
    expect(await tokensOf(user.id)).toHaveLength(4)
  })

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} devices per account: a new one replaces the oldest`, async () => {
    const { client, user } = await owner()
    const devices = []
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS + 2; i++) devices.push(await subscribe(client))
    const kept = (await tokensOf(user.id)).map((r) => JSON.parse(r.token).endpoint as string)
    expect(kept.sort()).toEqual(
      devices
        .slice(2)
        .map((d) => d.endpoint)
        .sort(),
    )
  })

  it('keeps one row per endpoint: subscribing again replaces the keys', async () => {
    const { client, user } = await owner()
    const first = await subscribe(client)
    const second = await subscribe(client, first.endpoint)
    const rows = await tokensOf(user.id)
    expect(rows).toHaveLength(1)
    expect(JSON.parse(rows[0]!.token)).toEqual({ endpoint: first.endpoint, keys: second.keys })
  })

  it('an endpoint is one browser: another account subscribing it takes it over', async () => {
    const a = await owner()
    const b = await owner()
    const { endpoint } = await subscribe(a.client)
    await subscribe(b.client, endpoint)
    expect(await tokensOf(a.user.id)).toEqual([])
    expect(await tokensOf(b.user.id)).toHaveLength(1)
  })

  it('deletes by endpoint, only the caller’s own', async () => {
    const a = await owner()
    const b = await owner()
    const { endpoint } = await subscribe(a.client)
    const query = `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`
    expect((await b.client.request('DELETE', query)).status).toBe(204)
    expect(await tokensOf(a.user.id)).toHaveLength(1)
    expect((await a.client.request('DELETE', query)).status).toBe(204)
    expect(await tokensOf(a.user.id)).toEqual([])
    expect((await a.client.request('DELETE', '/api/push/subscriptions?endpoint=http%3A%2F%2Fx')).status).toBe(400)
  })
})

describe('push delivery', () => {
  it('sends a due reminder to every device, encrypted to its keys and signed with the VAPID key', async () => {
    const { client, user } = await owner()
    const phone = await subscribe(client)
    const laptop = await subscribe(client)
    await createReminder(client, { title: 'Give Vetmedin', notes: 'Half a tablet', startDate: '2030-03-02' })
    const dueAt = at('2030-03-02T08:00:00Z')
    await dispatchDue(db, { now: dueAt })
    await send(dueAt)
    await send(new Date(dueAt.getTime() + 60_000))

    const { inbox } = (await (await client.get('/api/notifications')).json()) as { inbox: { occurrence: { id: string } }[] }
    const occurrenceId = inbox[0]!.occurrence.id
    for (const device of [phone, laptop]) {
      const received = pushService.receivedAt(device.endpoint)
      expect(received).toHaveLength(1)
      const [request] = received as [(typeof received)[number]]
      expect(request.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '43200', urgency: 'normal' })
      const payload = JSON.parse(decryptPush(request.body, device)) as PushPayload
      expect(payload).toEqual({
        title: 'Give Vetmedin',
        body: 'Half a tablet',
        url: '/notifications',
        occurrenceId,
        tag: `occurrence-${occurrenceId}`,
      })
      const authorization = readVapidAuthorization(request.headers.authorization as string)
      expect(authorization.isSigned).toBe(true)
      expect(authorization.publicKey).toBe(vapid.publicKey)
      expect(authorization.header).toEqual({ typ: 'JWT', alg: 'ES256' })
      expect(authorization.claims.aud).toBe(pushService.origin)
      expect(authorization.claims.sub).toBe('mailto:no-reply@pawpulse.app')
      expect(authorization.claims.exp * 1000).toBeGreaterThan(Date.now())
    }
    expect(await pushDeliveriesOf(user.id)).toMatchObject([{ status: 'sent', attempts: 1, lastError: null }])
  })

  it('a device the push service no longer knows (410) is removed; the others still get it', async () => {
    const { client, user } = await owner()
    const gone = await subscribe(client, pushService.endpoint(410))
    const kept = await subscribe(client)
    await createReminder(client, { startDate: '2030-04-02' })
    const now = at('2030-04-02T08:00:00Z')
    await dispatchDue(db, { now })
    await send(now)
    expect(pushService.receivedAt(gone.endpoint)).toHaveLength(1)
    expect(pushService.receivedAt(kept.endpoint)).toHaveLength(1)
    expect((await tokensOf(user.id)).map((r) => JSON.parse(r.token).endpoint)).toEqual([kept.endpoint])
    expect(await pushDeliveriesOf(user.id)).toMatchObject([{ status: 'sent' }])
  })

  it('with every device gone (404) the delivery ends with a plain error, not a retry', async () => {
    const { client, user } = await owner()
    await subscribe(client, pushService.endpoint(404))
    await createReminder(client, { startDate: '2030-05-02' })
    const now = at('2030-05-02T08:00:00Z')
    await dispatchDue(db, { now })
    await send(now)
    expect(await tokensOf(user.id)).toEqual([])
    const [delivery] = await pushDeliveriesOf(user.id)
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 })
    expect(delivery!.lastError).toContain(NO_PUSH_DEVICE)
  })

  it('with no device at all the delivery fails at once with a clear last error; the inbox still has it', async () => {
    const { client, user } = await owner()
    await createReminder(client, { startDate: '2030-06-02' })
    const now = at('2030-06-02T08:00:00Z')
    await dispatchDue(db, { now })
    await send(now)
    await send(new Date(now.getTime() + 3_600_000))
    expect(await pushDeliveriesOf(user.id)).toMatchObject([{ status: 'failed', attempts: 1, lastError: NO_PUSH_DEVICE }])
    expect(((await (await client.get('/api/notifications')).json()) as { unread: number }).unread).toBe(1)
  })

  it('a push service that fails (500) is retried like e-mail, then delivered', async () => {
    const { client, user } = await owner()
    const device = await subscribe(client, pushService.endpoint(500))
    await createReminder(client, { startDate: '2030-07-02' })
    const now = at('2030-07-02T08:00:00Z')
    await dispatchDue(db, { now })
    await send(now)
    const [failed] = await pushDeliveriesOf(user.id)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 })
    expect(failed!.lastError).toContain('500')
    // The device's service recovers (here: the subscription moves to an address that answers 201);
    // the retry is due a minute later.
    await db
      .update(userNotificationTokens)
      .set({ token: JSON.stringify({ endpoint: pushService.endpoint(), keys: device.keys }) })
      .where(eq(userNotificationTokens.userId, user.id))
    await send(new Date(now.getTime() + 61_000))
    expect(await pushDeliveriesOf(user.id)).toMatchObject([{ status: 'sent', attempts: 2 }])
  })

  it('never follows a push service’s redirect: the answer is a failure, retried', async () => {
    const { client, user } = await owner()
    const target = pushService.endpoint()
    await subscribe(client, pushService.redirecting(target))
    await createReminder(client, { startDate: '2030-09-02' })
    const now = at('2030-09-02T08:00:00Z')
    await dispatchDue(db, { now })
    await send(now)
    expect(pushService.receivedAt(target)).toEqual([])
    const [delivery] = await pushDeliveriesOf(user.id)
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 })
    expect(delivery!.lastError).toContain('The push service answered 307')
  })

  it('a subscription kept before endpoints were checked is never sent to, and is removed', async () => {
    const { client, user } = await owner()
    const device = await subscribe(client)
    const elsewhere = await startPushService()
    try {
      const inside = elsewhere.endpoint()
      await db
        .insert(userNotificationTokens)
        .values({ userId: user.id, channel: 'push', token: JSON.stringify({ endpoint: inside, keys: device.keys }) })
      await createReminder(client, { startDate: '2030-10-02' })
      const now = at('2030-10-02T08:00:00Z')
      await dispatchDue(db, { now })
      await send(now)
      expect(elsewhere.received).toEqual([])
      expect(pushService.receivedAt(device.endpoint)).toHaveLength(1)
      expect((await tokensOf(user.id)).map((r) => JSON.parse(r.token).endpoint)).toEqual([device.endpoint])
    } finally {
      await elsewhere.close()
    }
  })

  it('a reminder without push sends no push (e-mail only)', async () => {
    const { client, user } = await owner()
    const device = await subscribe(client)
    await createReminder(client, { startDate: '2030-08-02', notificationMethods: ['email'] })
    const now = at('2030-08-02T08:00:00Z')
    await dispatchDue(db, { now })
    await send(now)
    expect(pushService.receivedAt(device.endpoint)).toEqual([])
    expect(await pushDeliveriesOf(user.id)).toEqual([])
  })
})
