import type { NotificationsOverview, Reminder } from '@pawpulse/domain/reminder-api'
import { addDays, localToday } from '@pawpulse/domain/time-zone'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { syncRecordReminders } from '#server/core/record-reminders.ts'
import * as schema from '#server/db/schema.ts'
import { dispatchDue } from '#server/features/reminders/dispatch.ts'
import { sendPending } from '#server/features/reminders/send.ts'
import { createTestApp, createTestUser, TEST_ORIGIN, type TestClient } from './test-app'

const handle = await createTestApp()
const { app, db, mailer } = handle
const secret = 'test-secret-that-is-at-least-32-characters-long'
const ZONE = 'Europe/Berlin'
const MINUTE = 60_000

async function ownerWithPet() {
  const owner = await createTestUser(app)
  expect((await owner.client.request('PATCH', '/api/me', { timezone: ZONE })).status).toBe(200)
  const pet = (await (await owner.client.post('/api/pets', { name: 'Pepper', species: 'dog' })).json()) as { id: string }
  return { ...owner, petId: pet.id }
}

async function send(client: TestClient, method: string, path: string, body?: unknown, status = 200) {
  const response = await client.request(method, path, body)
  expect(response.status, await response.clone().text()).toBe(status)
  return response.status === 204 ? null : ((await response.json()) as Record<string, unknown> & { id: string })
}

const remindersOf = async (client: TestClient) =>
  ((await (await client.get('/api/reminders')).json()) as { reminders: Reminder[] }).reminders
const followingOf = async (client: TestClient, sourceId: string) => (await remindersOf(client)).filter((r) => r.source?.id === sourceId)
const dosesOf = async (client: TestClient, petId: string, medicationId: string) =>
  ((await (await client.get(`/api/pets/${petId}/medications/${medicationId}/doses`)).json()) as { doses: { givenBy: string }[] }).doses

describe('a medication’s reminder', () => {
  it('is made with the medication and follows its edits: a new frequency moves it, Stop ends it, delete removes it', async () => {
    const { client, petId } = await ownerWithPet()
    const base = `/api/pets/${petId}/medications`
    const medication = await send(
      client,
      'POST',
      base,
      { name: 'Pimobendan', startDate: '2030-03-02', schedule: { frequency: 'twice_daily' } },
      201,
    )
    const [reminder] = await followingOf(client, medication!.id)
    // 08:00 and 20:00 in Berlin (UTC+1 in March) from the start date.
    expect(reminder).toMatchObject({
      category: 'medication',
      title: 'Pimobendan',
      petId,
      repeat: 'times_per_day',
      times: ['08:00', '20:00'],
      startDate: '2030-03-02',
      end: { kind: 'never' },
      nextDueAt: '2030-03-02T07:00:00.000Z',
      source: { kind: 'medication', id: medication!.id },
    })

    await send(client, 'PATCH', `${base}/${medication!.id}`, { schedule: { frequency: 'every_other_day' }, startDate: '2030-03-05' })
    expect(await followingOf(client, medication!.id)).toMatchObject([
      { id: reminder!.id, repeat: 'every_n_days', interval: 2, times: ['08:00'], nextDueAt: '2030-03-05T07:00:00.000Z' },
    ])
    await send(client, 'PATCH', `${base}/${medication!.id}`, { name: 'Vetmedin', schedule: { frequency: 'three_times_daily' } })
    expect(await followingOf(client, medication!.id)).toMatchObject([
      { title: 'Vetmedin', times: ['07:00', '15:00', '23:00'], nextDueAt: '2030-03-05T06:00:00.000Z' },
    ])

    // Stop: the end date is the last day of reminders.
    await send(client, 'PATCH', `${base}/${medication!.id}`, { endDate: '2030-03-05' })
    expect(await followingOf(client, medication!.id)).toMatchObject([{ end: { kind: 'on_date', date: '2030-03-05' } }])
    await dispatchDue(db, { now: new Date('2030-03-06T12:00:00Z') })
    expect(await followingOf(client, medication!.id)).toMatchObject([{ nextDueAt: null }])

    await send(client, 'DELETE', `${base}/${medication!.id}`, undefined, 204)
    expect(await followingOf(client, medication!.id)).toEqual([])
  })

  it('ends at once when a medication that has started is stopped, and goes when the schedule is removed', async () => {
    const { client, petId } = await ownerWithPet()
    const today = localToday(ZONE)
    const base = `/api/pets/${petId}/medications`
    const medication = await send(
      client,
      'POST',
      base,
      { name: 'Furosemide', startDate: addDays(today, -10), schedule: { intervalHours: 6 } },
      201,
    )
    const [reminder] = await followingOf(client, medication!.id)
    expect(reminder).toMatchObject({ times: ['02:00', '08:00', '14:00', '20:00'] })
    expect(Date.parse(reminder!.nextDueAt!)).toBeGreaterThan(Date.now() - MINUTE)

    await send(client, 'PATCH', `${base}/${medication!.id}`, { endDate: addDays(today, -1) })
    expect(await followingOf(client, medication!.id)).toMatchObject([
      { nextDueAt: null, end: { kind: 'on_date', date: addDays(today, -1) } },
    ])
    await send(client, 'PATCH', `${base}/${medication!.id}`, { endDate: null, schedule: { frequency: 'as_needed' } })
    expect(await followingOf(client, medication!.id)).toEqual([])
  })

  it('is edited through the medication: its rule and title are refused (409), pause works, delete is refused', async () => {
    const { client, petId } = await ownerWithPet()
    const medication = await send(
      client,
      'POST',
      `/api/pets/${petId}/medications`,
      { name: 'Enalapril', schedule: { frequency: 'once_daily' } },
      201,
    )
    const [reminder] = await followingOf(client, medication!.id)
    const path = `/api/reminders/${reminder!.id}`
    const refused = await client.request('PATCH', path, { times: ['09:00'] })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: 'This reminder follows the medication “Enalapril”: change the medication instead (pausing works here).',
      },
    })
    expect((await client.request('PATCH', path, { title: 'Other' })).status).toBe(409)
    expect(await send(client, 'PATCH', path, { paused: true })).toMatchObject({ paused: true })
    expect(await send(client, 'PATCH', path, { paused: false, times: reminder!.times })).toMatchObject({ paused: false })
    expect((await client.request('DELETE', path)).status).toBe(409)
    // An edit of the medication keeps the owner's pause.
    await send(client, 'PATCH', path, { paused: true })
    await send(client, 'PATCH', `/api/pets/${petId}/medications/${medication!.id}`, { schedule: { frequency: 'twice_daily' } })
    expect(await followingOf(client, medication!.id)).toMatchObject([{ paused: true, times: ['08:00', '20:00'] }])
  })

  it('records one dose when an occurrence is marked done, in the app or from the e-mail', async () => {
    const { client, user, petId } = await ownerWithPet()
    const today = localToday(ZONE)
    const medication = await send(
      client,
      'POST',
      `/api/pets/${petId}/medications`,
      { name: 'Pimobendan', startDate: addDays(today, -1), schedule: { frequency: 'twice_daily' } },
      201,
    )
    const [reminder] = await followingOf(client, medication!.id)
    const firstDue = new Date(reminder!.nextDueAt!)
    await dispatchDue(db, { now: new Date(firstDue.getTime() + MINUTE) })
    const { overdue } = (await (await client.get('/api/notifications')).json()) as NotificationsOverview
    const occurrence = overdue.find((o) => o.reminderId === reminder!.id)
    expect(occurrence).toMatchObject({ status: 'due', category: 'medication', title: 'Pimobendan' })
    await send(client, 'POST', `/api/reminder-occurrences/${occurrence!.id}/actions`, { action: 'done' })
    expect(await dosesOf(client, petId, medication!.id)).toMatchObject([{ givenBy: user.id }])
    // Done sent again (the app's queue retrying) answers as before and records no second dose.
    expect((await client.post(`/api/reminder-occurrences/${occurrence!.id}/actions`, { action: 'done' })).status).toBe(200)
    expect(await dosesOf(client, petId, medication!.id)).toHaveLength(1)

    // The next occurrence, twelve hours later, by e-mail: its Mark done link records the second dose.
    const secondDue = new Date(firstDue.getTime() + 12 * 60 * MINUTE)
    await dispatchDue(db, { now: new Date(secondDue.getTime() + MINUTE) })
    await sendPending({ db, mailer, publicUrl: TEST_ORIGIN, secret }, { now: new Date(secondDue.getTime() + 2 * MINUTE) })
    const mail = mailer.sent.findLast((m) => m.to === user.email && m.subject.startsWith('Reminder'))
    const token = mail?.text.match(/\/reminders\/done\/([\w.-]+)/)?.[1]
    expect(token).toBeTruthy()
    expect((await app.request(`/api/email-actions/${token}/done`, { method: 'POST', headers: { origin: TEST_ORIGIN } })).status).toBe(200)
    expect(await dosesOf(client, petId, medication!.id)).toHaveLength(2)
  })
})

describe('a dose given and its reminder (the card and the reminder agree)', () => {
  afterEach(() => vi.useRealTimers())
  /** The server's clock, as the dispatcher's `now` is: only Date is faked, so the database and timers run as usual. */
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(iso))
    return new Date(iso)
  }
  const upcomingOf = async (client: TestClient, reminderId: string) =>
    ((await (await client.get('/api/notifications')).json()) as NotificationsOverview).upcoming
      .filter((u) => u.reminderId === reminderId)
      .map((u) => u.dueAt)
  const feedStarts = async (client: TestClient) => {
    const { url } = (await (await client.post('/api/calendar-feed')).json()) as { url: string }
    const ics = await (await app.request(new URL(url).pathname)).text()
    return [...ics.matchAll(/DTSTART:(\d{8}T\d{6}Z)/g)].map((m) => m[1])
  }

  it('completes the 20:00 dose when given at 18:50: no inbox entry, e-mail or calendar event for it, next due 08:00; undo brings it back', async () => {
    // 26 Nov, 18:50 in Berlin (17:50 UTC); Pimobendan twice a day at 08:00 and 20:00.
    at('2026-11-26T17:50:00Z')
    const { client, user, petId } = await ownerWithPet()
    const base = `/api/pets/${petId}/medications`
    const medication = await send(
      client,
      'POST',
      base,
      { name: 'Pimobendan', startDate: '2026-11-18', schedule: { frequency: 'twice_daily' } },
      201,
    )
    const [reminder] = await followingOf(client, medication!.id)
    expect(reminder!.nextDueAt).toBe('2026-11-26T19:00:00.000Z')
    expect(await upcomingOf(client, reminder!.id)).toContain('2026-11-26T19:00:00.000Z')
    expect(await feedStarts(client)).toContain('20261126T190000Z')

    const given = (await send(client, 'POST', `${base}/${medication!.id}/doses`, {}, 201)) as unknown as {
      dose: { id: string }
      medication: { nextDoseDue: string }
    }
    // The card: the next dose is tomorrow's 08:00 (not 06:50), and the reminder says the same.
    expect(given.medication.nextDoseDue).toBe('2026-11-27T07:00:00.000Z')
    expect((await followingOf(client, medication!.id))[0]!.nextDueAt).toBe('2026-11-27T07:00:00.000Z')
    expect((await upcomingOf(client, reminder!.id))[0]).toBe('2026-11-27T07:00:00.000Z')
    expect(await feedStarts(client)).not.toContain('20261126T190000Z')
    expect(await feedStarts(client)).toContain('20261127T070000Z')

    // 20:01: the dispatcher delivers nothing for 20:00, and nothing is e-mailed.
    await dispatchDue(db, { now: new Date('2026-11-26T19:01:00Z') })
    await sendPending({ db, mailer, publicUrl: TEST_ORIGIN, secret }, { now: new Date('2026-11-26T19:02:00Z') })
    const overview = (await (await client.get('/api/notifications')).json()) as NotificationsOverview
    expect(overview.inbox.filter((n) => n.occurrence?.reminderId === reminder!.id)).toEqual([])
    expect(overview.overdue.filter((o) => o.reminderId === reminder!.id)).toEqual([])
    expect(mailer.sent.filter((m) => m.to === user.email && m.subject.includes('Pimobendan'))).toEqual([])

    // A dose recorded by mistake, deleted before 20:00: the 20:00 dose rings again.
    at('2026-11-26T17:55:00Z')
    const second = await ownerWithPet()
    const other = await send(
      second.client,
      'POST',
      `/api/pets/${second.petId}/medications`,
      { name: 'Furosemide', startDate: '2026-11-18', schedule: { frequency: 'twice_daily' } },
      201,
    )
    const [otherReminder] = await followingOf(second.client, other!.id)
    const mistake = (await send(second.client, 'POST', `/api/pets/${second.petId}/medications/${other!.id}/doses`, {}, 201)) as unknown as {
      dose: { id: string }
    }
    expect((await upcomingOf(second.client, otherReminder!.id))[0]).toBe('2026-11-27T07:00:00.000Z')
    await send(second.client, 'DELETE', `/api/pets/${second.petId}/medications/${other!.id}/doses/${mistake.dose.id}`, undefined, 204)
    expect((await followingOf(second.client, other!.id))[0]!.nextDueAt).toBe('2026-11-26T19:00:00.000Z')
    expect((await upcomingOf(second.client, otherReminder!.id))[0]).toBe('2026-11-26T19:00:00.000Z')
    expect(await feedStarts(second.client)).toContain('20261126T190000Z')
    await dispatchDue(db, { now: new Date('2026-11-26T19:01:00Z') })
    const back = (await (await second.client.get('/api/notifications')).json()) as NotificationsOverview
    expect(back.overdue.filter((o) => o.reminderId === otherReminder!.id)).toMatchObject([
      { dueAt: '2026-11-26T19:00:00.000Z', status: 'due' },
    ])
  })

  it('completes a delivered occurrence when the dose is recorded late, as Done would', async () => {
    at('2026-11-26T19:00:00Z')
    const { client, petId } = await ownerWithPet()
    const base = `/api/pets/${petId}/medications`
    const medication = await send(
      client,
      'POST',
      base,
      { name: 'Pimobendan', startDate: '2026-11-18', schedule: { frequency: 'twice_daily' } },
      201,
    )
    const [reminder] = await followingOf(client, medication!.id)
    await dispatchDue(db, { now: new Date('2026-11-26T19:00:30Z') })
    at('2026-11-26T20:30:00Z')
    const given = (await send(client, 'POST', `${base}/${medication!.id}/doses`, {}, 201)) as unknown as {
      medication: { nextDoseDue: string }
    }
    expect(given.medication.nextDoseDue).toBe('2026-11-27T07:00:00.000Z')
    const overview = (await (await client.get('/api/notifications')).json()) as NotificationsOverview
    expect(overview.overdue.filter((o) => o.reminderId === reminder!.id)).toEqual([])
    expect(overview.inbox.find((n) => n.occurrence?.reminderId === reminder!.id)).toMatchObject({ occurrence: { status: 'done' } })
    expect(overview.inbox.find((n) => n.occurrence?.reminderId === reminder!.id)?.readAt).not.toBeNull()
  })
})

describe('a parasite treatment’s reminder', () => {
  it('is on its next due date at 09:00, moves to a newer dose of the product, and comes back when that dose is deleted', async () => {
    const { client, petId } = await ownerWithPet()
    const base = `/api/pets/${petId}/treatments`
    const first = await send(
      client,
      'POST',
      base,
      { productName: 'Clinic spot-on', treatmentType: 'flea_tick', frequency: 'monthly', givenOn: '2026-01-31' },
      201,
    )
    // 31 January + 1 month = 28 February, 09:00 in Berlin.
    expect(await followingOf(client, first!.id)).toMatchObject([
      {
        category: 'parasite_treatment',
        title: 'Clinic spot-on',
        repeat: 'once',
        startDate: '2026-02-28',
        times: ['09:00'],
        nextDueAt: '2026-02-28T08:00:00.000Z',
        source: { kind: 'treatment', id: first!.id },
      },
    ])
    // Overdue: the dispatcher records it as missed, and it waits until handled.
    await dispatchDue(db)
    const { overdue } = (await (await client.get('/api/notifications')).json()) as NotificationsOverview
    expect(overdue.filter((o) => o.title === 'Clinic spot-on')).toMatchObject([{ status: 'missed', category: 'parasite_treatment' }])

    const second = await send(
      client,
      'POST',
      base,
      { productName: 'clinic spot-on', treatmentType: 'flea_tick', frequency: 'every_3_months', givenOn: '2026-03-01' },
      201,
    )
    const treatmentReminders = () => remindersOf(client).then((list) => list.filter((r) => r.source?.kind === 'treatment'))
    expect(await treatmentReminders()).toMatchObject([{ source: { id: second!.id }, startDate: '2026-06-01' }])
    // Another type of product has its own.
    const wormer = await send(
      client,
      'POST',
      base,
      { productName: 'Wormer', treatmentType: 'dewormer', frequency: 'every_3_months', givenOn: '2026-02-10' },
      201,
    )
    expect((await treatmentReminders()).map((r) => r.source?.id).sort()).toEqual([second!.id, wormer!.id].sort())

    await send(client, 'PATCH', `${base}/${second!.id}`, { givenOn: '2026-03-05' })
    expect(await followingOf(client, second!.id)).toMatchObject([{ startDate: '2026-06-05', nextDueAt: '2026-06-05T07:00:00.000Z' }])
    await send(client, 'DELETE', `${base}/${second!.id}`, undefined, 204)
    expect((await treatmentReminders()).map((r) => r.source?.id).sort()).toEqual([first!.id, wormer!.id].sort())
  })
})

describe('records from before their reminders', () => {
  it('get them from the sync, once however often it runs', async () => {
    const { user, client, petId } = await ownerWithPet()
    const [medication] = await db
      .insert(schema.medications)
      .values({ petId, userId: user.id, name: 'Old tablet', scheduleFrequency: 'once_daily', source: 'onboarding' })
      .returning()
    await db
      .insert(schema.medications)
      .values({ petId, userId: user.id, name: 'Words only', frequency: 'twice a day', source: 'onboarding' })
    const [treatment] = await db
      .insert(schema.parasiteTreatments)
      .values({ petId, productName: 'Old collar', treatmentType: 'flea_tick', frequency: 'every_6_months', givenOn: '2026-09-01' })
      .returning()
    expect(await followingOf(client, medication!.id)).toEqual([])

    await syncRecordReminders(db)
    await syncRecordReminders(db)
    const sourced = await db.select().from(schema.reminders).where(eq(schema.reminders.userId, user.id))
    expect(sourced.map((r) => [r.sourceKind, r.sourceId, r.title]).sort()).toEqual(
      [
        ['medication', medication!.id, 'Old tablet'],
        ['treatment', treatment!.id, 'Old collar'],
      ].sort(),
    )
    // Once made, nothing is left for the sync to do for this owner's records.
    await syncRecordReminders(db)
    expect(await db.select().from(schema.reminders).where(eq(schema.reminders.userId, user.id))).toHaveLength(2)
  })
})

describe('who reaches a record’s reminder', () => {
  it('is the pet owner’s: a co-parent’s medication reminds the owner; a viewer and a stranger reach none of it', async () => {
    const { client, user, petId } = await ownerWithPet()
    const coParent = await createTestUser(app)
    const viewer = await createTestUser(app)
    for (const [member, accessLevel] of [
      [coParent, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const [row] = await db
        .insert(schema.householdMembers)
        .values({ userId: user.id, memberUserId: member.user.id, name: 'Member', accessLevel, status: 'active' })
        .returning()
      await db.insert(schema.householdMemberPets).values({ memberId: row!.id, petId })
    }
    const medication = await send(
      coParent.client,
      'POST',
      `/api/pets/${petId}/medications`,
      { name: 'Shared pill', schedule: { frequency: 'once_daily' } },
      201,
    )
    const [reminder] = await followingOf(client, medication!.id)
    expect(reminder).toBeTruthy()
    expect(await followingOf(coParent.client, medication!.id)).toEqual([])

    const stranger = await createTestUser(app)
    for (const other of [viewer, stranger]) {
      expect(await followingOf(other.client, medication!.id)).toEqual([])
      expect((await other.client.request('PATCH', `/api/reminders/${reminder!.id}`, { paused: true })).status).toBe(404)
      expect((await other.client.request('DELETE', `/api/reminders/${reminder!.id}`)).status).toBe(404)
    }
    expect((await viewer.client.request('PATCH', `/api/pets/${petId}/medications/${medication!.id}`, { name: 'X' })).status).toBe(403)
    expect((await stranger.client.request('PATCH', `/api/pets/${petId}/medications/${medication!.id}`, { name: 'X' })).status).toBe(404)
    expect((await viewer.client.request('DELETE', `/api/pets/${petId}/medications/${medication!.id}`)).status).toBe(403)
    expect(await followingOf(client, medication!.id)).toHaveLength(1)
  })
})
