import { createHash, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { CalendarFeed } from '@pawpulse/domain/calendar-feed-api'
import type { Reminder } from '@pawpulse/domain/reminder-api'
import { and, eq } from 'drizzle-orm'
import { reminders, userNotificationTokens } from '#server/db/schema.ts'
import { readFeed } from '#server/features/reminders/calendar-feed.ts'
import { createTestApp, createTestUser, TEST_ORIGIN, TestClient } from './test-app'

const { app, db } = await createTestApp()

const today = () => new Date().toISOString().slice(0, 10)
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function owner(timezone = 'Europe/Berlin') {
  const user = await createTestUser(app)
  expect((await user.client.request('PATCH', '/api/me', { timezone })).status).toBe(200)
  return user
}

async function createReminder(client: TestClient, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/reminders', {
    petId: null,
    category: 'medication',
    title: 'Give Vetmedin',
    startDate: today(),
    times: ['08:00'],
    repeat: 'daily',
    ...body,
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Reminder
}

async function makeFeed(client: TestClient) {
  const response = await client.post('/api/calendar-feed')
  expect(response.status, await response.clone().text()).toBe(201)
  const feed = (await response.json()) as CalendarFeed
  expect(feed.url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`))
  return { ...feed, path: new URL(feed.url!).pathname, file: new URL(feed.url!).pathname.split('/').pop()! }
}

/** What a calendar app does: fetch the address with no cookie at all. */
const subscribe = (path: string) => app.request(path)

interface CalendarEvent {
  uid: string
  start: string
  end: string
  summary: string
  description: string
  alarm: boolean
}

/** A minimal reader: unfold continuation lines, then the properties of each VEVENT (parameters dropped). */
function eventsOf(ics: string): CalendarEvent[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n')
  const events: CalendarEvent[] = []
  let current: Record<string, string> | null = null
  let inAlarm = false
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {}
    else if (line === 'BEGIN:VALARM') inAlarm = true
    else if (line === 'END:VALARM') {
      inAlarm = false
      if (current) current.ALARM = 'yes'
    } else if (line === 'END:VEVENT' && current) {
      events.push({
        uid: current.UID ?? '',
        start: current.DTSTART ?? '',
        end: current.DTEND ?? '',
        summary: unescape(current.SUMMARY ?? ''),
        description: unescape(current.DESCRIPTION ?? ''),
        alarm: current.ALARM === 'yes',
      })
      current = null
    } else if (current && !inAlarm) {
      const colon = line.indexOf(':')
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1)
    }
  }
  return events
}
const unescape = (text: string) => text.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1')

/** `20261125T070000Z` → its instant. */
const instantOf = (stamp: string) => new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'))

/** `20261125T070000Z` → the wall clock a calendar in `timeZone` shows: `2026-11-25 08:00`. */
const wallClock = (stamp: string, timeZone: string) => instantOf(stamp).toLocaleString('sv-SE', { timeZone }).slice(0, 16)

const storedTokens = (userId: string) =>
  db
    .select({ token: userNotificationTokens.token })
    .from(userNotificationTokens)
    .where(and(eq(userNotificationTokens.userId, userId), eq(userNotificationTokens.channel, 'calendar')))

describe('the calendar feed address', () => {
  it('is made on request, shown once, and stored only as a hash', async () => {
    const { client, user } = await owner()
    expect(await (await client.get('/api/calendar-feed')).json()).toEqual({ url: null, createdAt: null })

    const feed = await makeFeed(client)
    const status = (await (await client.get('/api/calendar-feed')).json()) as CalendarFeed
    expect(status).toEqual({ url: null, createdAt: feed.createdAt })

    const token = feed.file.replace(/\.ics$/, '')
    const stored = await storedTokens(user.id)
    expect(stored).toEqual([{ token: createHash('sha256').update(token).digest('base64url') }])
    expect(stored[0]!.token).not.toContain(token)
  })

  it('needs a session to be made, read or turned off', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await app.request('/api/calendar-feed', { method, headers: { origin: TEST_ORIGIN } })
      expect(response.status).toBe(401)
    }
  })

  it('answers the feed to no cookie at all, as a calendar that any app can read', async () => {
    const { client } = await owner()
    await createReminder(client)
    const { path } = await makeFeed(client)
    const response = await subscribe(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const ics = await response.text()
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true)
  })

  it('shows each occurrence at the reminder’s time on the owner’s clock, as a 15-minute event with an alarm', async () => {
    const { client } = await owner('Europe/Berlin')
    const reminder = await createReminder(client, { notes: 'Half a tablet, with food' })
    const { path } = await makeFeed(client)
    const events = eventsOf(await (await subscribe(path)).text())
    // Daily from today: today (within the week back) through 90 days ahead.
    expect(events.length).toBeGreaterThanOrEqual(90)
    expect(events.length).toBeLessThanOrEqual(92)
    for (const event of events) {
      expect(wallClock(event.start, 'Europe/Berlin').slice(11)).toBe('08:00')
      expect(instantOf(event.end).getTime() - instantOf(event.start).getTime()).toBe(15 * 60_000)
      expect(event.uid).toBe(`${reminder.id}-${event.start}@pawpulse`)
      expect(event.alarm).toBe(true)
    }
    expect(events[0]).toMatchObject({
      summary: 'Give Vetmedin',
      description: `Half a tablet, with food\n\nMark it done or snooze it in Pawpulse: ${TEST_ORIGIN}/notifications`,
    })
    // The same events, with the same UIDs, on the next poll: calendars update rather than duplicate.
    expect(eventsOf(await (await subscribe(path)).text())).toEqual(events)
  })

  it('folds long lines at 75 octets without splitting a character, and a calendar reads the notes back whole', async () => {
    const { client } = await owner()
    const notes = `Halbe Tablette — mit Futter, nicht nüchtern; 🐶 ${'ü'.repeat(80)}, danach Wasser`
    await createReminder(client, { notes })
    const { path } = await makeFeed(client)
    const ics = await (await subscribe(path)).text()
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(eventsOf(ics)[0]?.description).toBe(`${notes}\n\nMark it done or snooze it in Pawpulse: ${TEST_ORIGIN}/notifications`)
  })

  it('names the pet in the title', async () => {
    const { client } = await owner()
    const pet = await client.post('/api/pets', { name: 'Pepper', species: 'dog' })
    expect(pet.status).toBe(201)
    const { id: petId } = (await pet.json()) as { id: string }
    await createReminder(client, { petId, repeat: 'once', startDate: inDays(3) })
    const { path } = await makeFeed(client)
    expect(eventsOf(await (await subscribe(path)).text()).map((e) => e.summary)).toEqual(['Pepper: Give Vetmedin'])
  })

  it('follows the owner’s clock across the change to summer time: 08:00 Berlin is 07:00Z, then 06:00Z', async () => {
    const { client } = await owner('Europe/Berlin')
    await createReminder(client, { startDate: '2027-03-25' })
    const { file } = await makeFeed(client)
    const events = eventsOf(await readFeed(db, file, TEST_ORIGIN, new Date('2027-03-26T12:00:00Z')))
    expect(events.slice(0, 5).map((e) => e.start)).toEqual([
      '20270325T070000Z',
      '20270326T070000Z',
      '20270327T070000Z',
      '20270328T060000Z', // the clocks went forward at 02:00 that night
      '20270329T060000Z',
    ])
  })

  it('leaves out paused reminders and other users’ reminders, and keeps those that follow a record', async () => {
    const { client } = await owner()
    const other = await owner()
    await createReminder(client, { title: 'Active' })
    const paused = await createReminder(client, { title: 'Paused' })
    expect((await client.request('PATCH', `/api/reminders/${paused.id}`, { paused: true })).status).toBe(200)
    const following = await createReminder(client, { title: 'Vetmedin 2.5 mg' })
    await db.update(reminders).set({ sourceKind: 'medication', sourceId: randomUUID() }).where(eq(reminders.id, following.id))
    await createReminder(other.client, { title: 'Not yours' })

    const { path } = await makeFeed(client)
    const titles = new Set(eventsOf(await (await subscribe(path)).text()).map((e) => e.summary))
    expect([...titles].sort()).toEqual(['Active', 'Vetmedin 2.5 mg'])
  })

  it('ends where the reminder ends: after N times, or on its last date', async () => {
    const { client } = await owner('UTC')
    await createReminder(client, { title: 'Three times', startDate: inDays(1), end: { kind: 'after_count', count: 3 } })
    await createReminder(client, { title: 'Ten days', startDate: inDays(1), end: { kind: 'on_date', date: inDays(10) } })
    const { path } = await makeFeed(client)
    const events = eventsOf(await (await subscribe(path)).text())
    expect(events.filter((e) => e.summary === 'Three times')).toHaveLength(3)
    expect(events.filter((e) => e.summary === 'Ten days')).toHaveLength(10)
  })

  it('keeps at most 2,000 events, the earliest', async () => {
    const { client } = await owner('UTC')
    for (const title of ['A', 'B', 'C', 'D']) {
      await createReminder(client, { title, repeat: 'times_per_day', times: ['06:00', '09:00', '12:00', '15:00', '18:00', '21:00'] })
    }
    const { path } = await makeFeed(client)
    const events = eventsOf(await (await subscribe(path)).text())
    expect(events).toHaveLength(2000)
    const starts = events.map((e) => e.start)
    expect(starts).toEqual([...starts].sort())
    expect(new Set(events.map((e) => e.uid)).size).toBe(2000)
  })
})

describe('replacing and turning off the address', () => {
  it('a new address ends the old one at once', async () => {
    const { client, user } = await owner()
    const first = await makeFeed(client)
    const second = await makeFeed(client)
    expect(second.path).not.toBe(first.path)
    const old = await subscribe(first.path)
    expect(old.status).toBe(404)
    expect(await old.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'This calendar address does not exist or was turned off.' },
    })
    expect((await subscribe(second.path)).status).toBe(200)
    expect(await storedTokens(user.id)).toHaveLength(1)
  })

  it('turning it off makes the address answer 404, and the status says there is none', async () => {
    const { client, user } = await owner()
    const feed = await makeFeed(client)
    expect((await client.request('DELETE', '/api/calendar-feed')).status).toBe(204)
    expect((await subscribe(feed.path)).status).toBe(404)
    expect(await (await client.get('/api/calendar-feed')).json()).toEqual({ url: null, createdAt: null })
    expect(await storedTokens(user.id)).toEqual([])
    // Nothing to turn off is fine too.
    expect((await client.request('DELETE', '/api/calendar-feed')).status).toBe(204)
  })

  it.each([
    ['an unknown token', `/api/calendar/${'A'.repeat(43)}.ics`],
    ['no .ics', `/api/calendar/${'A'.repeat(43)}`],
    ['a short token', '/api/calendar/abc.ics'],
    ['the stored hash instead of the token', null],
  ])('answers %s 404 in the usual error shape', async (_name, given) => {
    let path = given
    if (!path) {
      const { user, client } = await owner()
      await makeFeed(client)
      const [row] = await storedTokens(user.id)
      path = `/api/calendar/${row!.token}.ics`
    }
    const response = await subscribe(path)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it('is each user’s own: another user’s new address or turning theirs off leaves the owner’s working', async () => {
    const { client } = await owner()
    const other = await owner()
    const feed = await makeFeed(client)
    expect(await (await other.client.get('/api/calendar-feed')).json()).toEqual({ url: null, createdAt: null })
    await makeFeed(other.client)
    expect((await other.client.request('DELETE', '/api/calendar-feed')).status).toBe(204)
    expect((await subscribe(feed.path)).status).toBe(200)
  })

  it('works for a guest too, like push', async () => {
    const guest = new TestClient(app)
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200)
    await createReminder(guest, { title: 'Guest reminder' })
    const { path } = await makeFeed(guest)
    expect(eventsOf(await (await subscribe(path)).text())[0]?.summary).toBe('Guest reminder')
  })
})
