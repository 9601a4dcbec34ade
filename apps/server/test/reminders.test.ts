import { describe, expect, it } from 'vitest'
import type { NotificationsOverview, Occurrence, Reminder } from '@pawpulse/domain/reminder-api'
import { dispatchDue } from '#server/features/reminders/dispatch.ts'
import { sendPending } from '#server/features/reminders/send.ts'
import { createTestApp, createTestUser, TEST_ORIGIN, type TestClient } from './test-app'

const handle = await createTestApp()
const { app, db, mailer } = handle
const secret = 'test-secret-that-is-at-least-32-characters-long'
const send = (now: Date) => sendPending({ db, mailer, publicUrl: TEST_ORIGIN, secret }, { now })

const at = (iso: string) => new Date(iso)

async function owner(timezone = 'Europe/Berlin') {
  const user = await createTestUser(app)
  expect((await user.client.request('PATCH', '/api/me', { timezone })).status).toBe(200)
  return user
}

async function createReminder(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/reminders', {
    petId: null,
    category: 'custom',
    title: 'Brush teeth',
    startDate: '2030-03-02',
    times: ['08:00'],
    repeat: 'daily',
    ...body,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Reminder
}

const overview = async (client: TestClient) => (await (await client.get('/api/notifications')).json()) as NotificationsOverview
/** The reminder e-mails one user got (sign-up sends a verification mail too). */
const mailsTo = (email: string) => mailer.sent.filter((m) => m.to === email && m.subject.startsWith('Reminder'))

describe('reminders: create, list, edit, delete', () => {
  it('creates a reminder whose first occurrence is 08:00 on the owner’s clock', async () => {
    const { client } = await owner('Europe/Berlin')
    const reminder = await createReminder(client, { title: 'Walk', repeat: 'weekly', daysOfWeek: [1, 4] })
    // 2030-03-02 is a Saturday: the next Monday at 08:00 in Berlin (UTC+1).
    expect(reminder).toMatchObject({ title: 'Walk', nextDueAt: '2030-03-04T07:00:00.000Z', notificationMethods: ['email'], paused: false })
    const { reminders } = (await (await client.get('/api/reminders')).json()) as { reminders: Reminder[] }
    expect(reminders.map((r) => r.id)).toEqual([reminder.id])
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['weekly with no day', { repeat: 'weekly', daysOfWeek: [] }, 'daysOfWeek', 'Choose at least one day'],
    [
      'an end before the start',
      { end: { kind: 'on_date', date: '2030-03-01' } },
      'end.date',
      'The end date cannot be before the start date',
    ],
    ['a NUL in the title', { title: 'Pill\u0000' }, 'title', 'Remove the invisible NUL character or broken emoji from this text'],
    ['a time that is not HH:MM', { times: ['8am'] }, 'times.0', 'Enter a time as HH:MM'],
    [
      'once, in the past',
      { repeat: 'once', startDate: '2020-01-01' },
      'startDate',
      'This reminder would never go off: choose a later start date or time.',
    ],
  ])('refuses %s with a message on the field, and saves nothing', async (_name, body, field, message) => {
    const { client } = await owner()
    const response = await client.post('/api/reminders', {
      petId: null,
      category: 'custom',
      title: 'Brush teeth',
      startDate: '2030-03-02',
      times: ['08:00'],
      repeat: 'daily',
      ...body,
    })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } }
    expect(error.fields[field]).toBe(message)
    expect(((await (await client.get('/api/reminders')).json()) as { reminders: unknown[] }).reminders).toEqual([])
  })

  it('a reminder about another user’s pet is "not found"', async () => {
    const stranger = await owner()
    const pet = (await (await stranger.client.post('/api/pets', { name: 'Not yours', species: 'cat' })).json()) as { id: string }
    const { client } = await owner()
    const response = await client.post('/api/reminders', {
      petId: pet.id,
      category: 'grooming',
      title: 'Brush',
      startDate: '2030-03-02',
      times: ['08:00'],
      repeat: 'daily',
    })
    expect(response.status).toBe(404)
  })

  it('edits, pauses and resumes; another user can neither edit nor delete it', async () => {
    const { client } = await owner('UTC')
    const reminder = await createReminder(client, {})
    const moved = await client.request('PATCH', `/api/reminders/${reminder.id}`, { times: ['19:30'], title: 'Evening brush' })
    expect(await moved.json()).toMatchObject({ title: 'Evening brush', times: ['19:30'], nextDueAt: '2030-03-02T19:30:00.000Z' })
    const paused = await client.request('PATCH', `/api/reminders/${reminder.id}`, { paused: true })
    expect(await paused.json()).toMatchObject({ paused: true })
    // An edit that breaks a rule of the whole reminder is refused like a new one.
    const broken = await client.request('PATCH', `/api/reminders/${reminder.id}`, { repeat: 'weekly' })
    expect(broken.status).toBe(400)

    const stranger = await owner()
    expect((await stranger.client.request('PATCH', `/api/reminders/${reminder.id}`, { title: 'Mine' })).status).toBe(404)
    expect((await stranger.client.request('DELETE', `/api/reminders/${reminder.id}`)).status).toBe(404)
    expect((await client.request('DELETE', `/api/reminders/${reminder.id}`)).status).toBe(204)
    expect(((await (await client.get('/api/reminders')).json()) as { reminders: unknown[] }).reminders).toEqual([])
  })

  it('an empty PATCH changes nothing and answers the reminder', async () => {
    const { client } = await owner()
    const reminder = await createReminder(client, {})
    const response = await client.request('PATCH', `/api/reminders/${reminder.id}`, {})
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(reminder)
  })
})

describe('delivery', () => {
  it('delivers a due occurrence once: one inbox entry, one e-mail with both parts and the unsubscribe headers', async () => {
    const { client, email } = await owner('Europe/Berlin')
    await createReminder(client, { title: 'Give Vetmedin', startDate: '2030-03-02', times: ['08:00'] })
    const dueAt = at('2030-03-02T07:00:00Z')

    expect(await dispatchDue(db, { now: new Date(dueAt.getTime() - 60_000) })).toMatchObject({ delivered: 0 })
    await dispatchDue(db, { now: dueAt })
    await dispatchDue(db, { now: new Date(dueAt.getTime() + 30_000) })
    await send(dueAt)
    await send(new Date(dueAt.getTime() + 60_000))

    const { inbox, unread, overdue } = await overview(client)
    expect(unread).toBe(1)
    expect(inbox).toHaveLength(1)
    expect(inbox[0]).toMatchObject({ title: 'Give Vetmedin', readAt: null, occurrence: { status: 'due', dueAt: dueAt.toISOString() } })
    expect(overdue.map((o) => o.dueAt)).toEqual([dueAt.toISOString()])
    const mails = mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Reminder: Give Vetmedin')
    expect(mails[0]!.text).toContain('due Saturday 2 March at 08:00')
    expect(mails[0]!.html).toContain('Mark done</a>')
    expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/email-actions\/[\w.-]+\/unsubscribe>$/)
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('two dispatchers and two senders racing deliver each occurrence once', async () => {
    const { client, email } = await owner('UTC')
    for (const title of ['A', 'B', 'C']) await createReminder(client, { title, startDate: '2030-04-01', times: ['09:00'] })
    const now = at('2030-04-01T09:00:00Z')
    await Promise.all([dispatchDue(db, { now, limit: 1 }), dispatchDue(db, { now, limit: 2 }), dispatchDue(db, { now })])
    await Promise.all([send(now), send(now), send(now)])
    expect(
      mailsTo(email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Reminder: A', 'Reminder: B', 'Reminder: C'])
    expect((await overview(client)).inbox).toHaveLength(3)
  })

  it('after downtime: the latest occurrence still relevant is delivered, the older ones are missed and listed', async () => {
    const { client, email } = await owner('UTC')
    await createReminder(client, { title: 'Count breaths', startDate: '2030-05-01', times: ['08:00'] })
    // Down from before the first occurrence until 10:00 on the 4th: 1st, 2nd, 3rd missed; the 4th's is 2 h late.
    await dispatchDue(db, { now: at('2030-05-04T10:00:00Z') })
    await send(at('2030-05-04T10:00:00Z'))
    const { inbox, overdue } = await overview(client)
    expect(overdue.map((o) => [o.dueAt.slice(0, 10), o.status])).toEqual([
      ['2030-05-01', 'missed'],
      ['2030-05-02', 'missed'],
      ['2030-05-03', 'missed'],
      ['2030-05-04', 'due'],
    ])
    expect(inbox).toHaveLength(1)
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('a once reminder more than 12 hours late is missed, not sent', async () => {
    const { client, email } = await owner('UTC')
    await createReminder(client, { title: 'Vet visit', repeat: 'once', startDate: '2030-06-01', times: ['08:00'] })
    await dispatchDue(db, { now: at('2030-06-01T21:00:00Z') })
    await send(at('2030-06-01T21:00:00Z'))
    expect((await overview(client)).overdue).toEqual([expect.objectContaining({ status: 'missed' })])
    expect(mailsTo(email)).toHaveLength(0)
    expect(((await (await client.get('/api/reminders')).json()) as { reminders: Reminder[] }).reminders[0]!.nextDueAt).toBeNull()
  })

  it('holds e-mails during quiet hours and sends them when they end; the inbox has it at once', async () => {
    const { client, email } = await owner('UTC')
    await client.request('PUT', '/api/notification-preferences', {
      methods: ['email'],
      quietHours: { start: '22:00', end: '07:00' },
      emailMutedCategories: [],
    })
    await createReminder(client, { title: 'Late pill', startDate: '2030-07-01', times: ['23:00'] })
    await dispatchDue(db, { now: at('2030-07-01T23:00:00Z') })
    await send(at('2030-07-01T23:00:00Z'))
    expect((await overview(client)).unread).toBe(1)
    expect(mailsTo(email)).toHaveLength(0)
    await send(at('2030-07-02T07:00:00Z'))
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('a paused reminder does not fire; resumed, it starts from now', async () => {
    const { client } = await owner('UTC')
    const reminder = await createReminder(client, { startDate: '2030-08-01', times: ['08:00'] })
    await client.request('PATCH', `/api/reminders/${reminder.id}`, { paused: true })
    await dispatchDue(db, { now: at('2030-08-03T09:00:00Z') })
    expect((await overview(client)).overdue).toEqual([])
  })
})

describe('done, snooze, skip', () => {
  async function dueOccurrence(timezone = 'UTC') {
    const user = await owner(timezone)
    await createReminder(user.client, { title: 'Pill', startDate: '2030-09-01', times: ['08:00'] })
    const now = at('2030-09-01T08:00:00Z')
    await dispatchDue(db, { now })
    const [occurrence] = (await overview(user.client)).overdue
    return { ...user, occurrence: occurrence!, now }
  }
  const act = (client: TestClient, id: string, body: unknown) => client.post(`/api/reminder-occurrences/${id}/actions`, body)

  it('done: the occurrence leaves the overdue list, its e-mail is not sent, and a second done (a replay) changes nothing', async () => {
    const { client, email, occurrence, now } = await dueOccurrence()
    const done = await act(client, occurrence.id, { action: 'done' })
    expect(done.status).toBe(200)
    const first = (await done.json()) as Occurrence
    expect(first).toMatchObject({ status: 'done' })
    await send(now)
    expect(mailsTo(email)).toHaveLength(0)
    const again = await act(client, occurrence.id, { action: 'done' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(first)
    const after = await overview(client)
    expect(after.overdue).toEqual([])
    expect(after.unread).toBe(0)
  })

  it('snooze 15 minutes: delivered again, and e-mailed, when the snooze ends', async () => {
    const { client, email, occurrence, now } = await dueOccurrence()
    await send(now)
    expect(mailsTo(email)).toHaveLength(1)
    const before = Date.now()
    const snoozed = (await (await act(client, occurrence.id, { action: 'snooze', for: '15m' })).json()) as Occurrence
    // Snoozed from the real clock: 15 minutes after the request.
    const until = Date.parse(snoozed.snoozedUntil!)
    expect(until - before).toBeGreaterThanOrEqual(15 * 60_000)
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000)
    await dispatchDue(db, { now: new Date(until - 60_000) })
    expect((await overview(client)).unread).toBe(0)
    await dispatchDue(db, { now: new Date(until) })
    await send(new Date(until))
    expect((await overview(client)).unread).toBe(1)
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('skip is handled like done, and an unknown action is a 400', async () => {
    const { client, occurrence } = await dueOccurrence()
    expect((await act(client, occurrence.id, { action: 'later' })).status).toBe(400)
    expect(await (await act(client, occurrence.id, { action: 'skip' })).json()).toMatchObject({ status: 'skipped' })
    expect((await overview(client)).overdue).toEqual([])
  })

  it('another user cannot act on the occurrence nor read its inbox entry', async () => {
    const { client, occurrence } = await dueOccurrence()
    const stranger = await owner()
    expect((await act(stranger.client, occurrence.id, { action: 'done' })).status).toBe(404)
    const [entry] = (await overview(client)).inbox
    expect((await stranger.client.post(`/api/notifications/${entry!.id}/read`)).status).toBe(404)
    expect((await client.post(`/api/notifications/${entry!.id}/read`)).status).toBe(204)
    expect((await overview(client)).unread).toBe(0)
  })
})

describe('links in the e-mail', () => {
  const linkIn = (text: string, pattern: RegExp) => text.match(pattern)?.[1]

  it('"Mark done" works once without signing in; a changed token is not found', async () => {
    const { client, email } = await owner('UTC')
    await createReminder(client, { title: 'Drops', startDate: '2030-10-01', times: ['08:00'] })
    await dispatchDue(db, { now: at('2030-10-01T08:00:00Z') })
    await send(at('2030-10-01T08:00:00Z'))
    const token = linkIn(mailsTo(email)[0]!.text, /\/reminders\/done\/([\w.-]+)/)!
    const anonymous = (method: string, path: string) => app.request(path, { method, headers: { origin: TEST_ORIGIN } })

    expect(await (await anonymous('GET', `/api/email-actions/${token}`)).json()).toMatchObject({ title: 'Drops', status: 'due' })
    expect((await anonymous('POST', `/api/email-actions/${token}/done`)).status).toBe(200)
    expect((await anonymous('POST', `/api/email-actions/${token}/done`)).status).toBe(409)
    expect((await overview(client)).overdue).toEqual([])
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')
    expect((await anonymous('POST', `/api/email-actions/${forged}/done`)).status).toBe(404)
  })

  it('one-click unsubscribe stops that category’s e-mails; the inbox still gets them', async () => {
    const { client, email } = await owner('UTC')
    await createReminder(client, { category: 'grooming', title: 'Brush', startDate: '2030-11-01', times: ['08:00'] })
    await dispatchDue(db, { now: at('2030-11-01T08:00:00Z') })
    await send(at('2030-11-01T08:00:00Z'))
    const header = mailsTo(email)[0]!.headers!['List-Unsubscribe']!
    const url = new URL(header.slice(1, -1))
    // What a mail program sends (RFC 8058): a form POST without a session.
    const response = await app.request(url.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect(await (await client.get('/api/notification-preferences')).json()).toMatchObject({ emailMutedCategories: ['grooming'] })
    await dispatchDue(db, { now: at('2030-11-02T08:00:00Z') })
    await send(at('2030-11-02T08:00:00Z'))
    expect(mailsTo(email)).toHaveLength(1)
    expect((await overview(client)).unread).toBe(2)
  })

  it('links the e-mail’s text to a page that says what stops, naming the category; opening it changes nothing', async () => {
    const anonymous = (method: string, path: string) => app.request(path, { method, headers: { origin: TEST_ORIGIN } })
    const { client, email } = await owner('UTC')
    await createReminder(client, { category: 'custom', title: 'Nails', startDate: '2030-11-01', times: ['08:00'] })
    await dispatchDue(db, { now: at('2030-11-01T08:00:00Z') })
    await send(at('2030-11-01T08:00:00Z'))
    const [mail] = mailsTo(email)
    // 'Other' is the category's name, said as such, not "other reminders".
    const line = mail!.text.split('\n').find((text) => text.startsWith('To stop e-mails'))
    expect(line).toMatch(
      /^To stop e-mails for your reminders in the category “Other”: http:\/\/localhost:3000\/reminders\/unsubscribe\/[\w.-]+$/,
    )
    const token = line!.split('/reminders/unsubscribe/')[1]!
    // The header keeps the one-click POST address, with the same token.
    expect(mail!.headers!['List-Unsubscribe']).toBe(`<http://localhost:3000/api/email-actions/${token}/unsubscribe>`)

    // What the page asks: the category, nothing changed.
    const about = await anonymous('GET', `/api/email-actions/${token}/unsubscribe`)
    expect(about.status).toBe(200)
    expect(await about.json()).toEqual({ category: 'custom' })
    expect(await (await client.get('/api/notification-preferences')).json()).toMatchObject({ emailMutedCategories: [] })
    // A link from an older e-mail, clicked: the browser is sent to the page, not shown JSON.
    const clicked = await app.request(`/api/email-actions/${token}/unsubscribe`, {
      headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' },
    })
    expect(clicked.status).toBe(303)
    expect(clicked.headers.get('location')).toBe(`/reminders/unsubscribe/${token}`)
    // A forged link: the error, in the usual shape.
    const forged = await anonymous('GET', `/api/email-actions/${token.slice(0, -2)}xx/unsubscribe`)
    expect(forged.status).toBe(404)
    expect(await forged.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'This link is not valid. Open Pawpulse to see your reminders.' },
    })
  })
})

describe('the coming week and onboarding’s reminders', () => {
  it('lists the next seven days from the rules, at the owner’s times across the DST change', async () => {
    const { client } = await owner('Europe/Berlin')
    await createReminder(client, { title: 'Weigh', repeat: 'weekly', daysOfWeek: [0], startDate: '2030-03-20', times: ['08:00'] })
    const reminders = ((await (await client.get('/api/reminders')).json()) as { reminders: Reminder[] }).reminders
    // Sunday 24 March 2030 08:00 is before the change (UTC+1); 31 March is after it (UTC+2).
    expect(reminders[0]!.nextDueAt).toBe('2030-03-24T07:00:00.000Z')
    await dispatchDue(db, { now: at('2030-03-24T07:00:00Z') })
    const [reminder] = ((await (await client.get('/api/reminders')).json()) as { reminders: Reminder[] }).reminders
    expect(reminder!.nextDueAt).toBe('2030-03-31T06:00:00.000Z')
  })
})
