// Writes the browser queues offline and may send again (decision 030): a new record with the
// client's id is stored once, and a reminder action sent twice changes nothing the second time.
import { randomUUID } from 'node:crypto'
import type { Occurrence, Reminder } from '@pawpulse/domain/reminder-api'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { dispatchDue } from '#server/features/reminders/dispatch.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

const TAKEN = { error: { code: 'CONFLICT', message: 'This entry id is already used by another record.' } }
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

async function ownerWithPet(name = 'Pepper') {
  const owner = await createTestUser(app)
  const pet = (await (await owner.client.post('/api/pets', { name, species: 'dog', weight: 30, weightUnit: 'kg' })).json()) as {
    id: string
  }
  // The symptom entries below are for arthritis: a log belongs to one of the pet's conditions.
  await owner.client.post(`/api/pets/${pet.id}/conditions`, { condition: 'arthritis' })
  return { ...owner, petId: pet.id }
}

async function addMedication(client: TestClient, petId: string, name = 'Pimobendan') {
  const response = await client.post(`/api/pets/${petId}/medications`, { name, dosage: '5 mg', frequency: 'Twice a day' })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/** Where one kind of new record is posted, for a pet (doses: for a medication of it, made here). */
interface Kind {
  name: string
  target: (client: TestClient, petId: string) => Promise<string>
  body: () => Record<string, unknown>
  rows: (id: string) => Promise<{ petId: string }[]>
}

const kinds: Kind[] = [
  {
    name: 'breathing count',
    target: async (_c, petId) => `/api/pets/${petId}/breathing-logs`,
    body: () => ({ measuredAt: minutesAgo(5), breathCount: 10, durationSeconds: 30, method: 'counter', context: 'sleeping' }),
    rows: (id) => db.select().from(schema.breathingRateLogs).where(eq(schema.breathingRateLogs.id, id)),
  },
  {
    name: 'symptom entry',
    target: async (_c, petId) => `/api/pets/${petId}/symptom-logs`,
    body: () => ({ conditionId: 'arthritis', loggedAt: minutesAgo(5), symptoms: { symptom: 'Stiff after rest', severity: 2 } }),
    rows: (id) => db.select().from(schema.symptomLogs).where(eq(schema.symptomLogs.id, id)),
  },
  {
    name: 'weight',
    target: async (_c, petId) => `/api/pets/${petId}/weight-logs`,
    body: () => ({ measuredAt: minutesAgo(5), weight: 31.5, weightUnit: 'kg' }),
    rows: (id) => db.select().from(schema.weightLogs).where(eq(schema.weightLogs.id, id)),
  },
  {
    name: 'dose given',
    target: async (client, petId) => `/api/pets/${petId}/medications/${await addMedication(client, petId)}/doses`,
    body: () => ({ givenAt: minutesAgo(5), notes: 'With breakfast' }),
    rows: (id) => db.select().from(schema.medicationDoses).where(eq(schema.medicationDoses.id, id)),
  },
]

describe.each(kinds)('a new $name with a client id', ({ target, body, rows }) => {
  it('sent twice: stored once, the second answer 200 with the first answer’s body', async () => {
    const { client, petId } = await ownerWithPet()
    const path = await target(client, petId)
    const id = randomUUID()
    const first = await client.post(path, { ...body(), id })
    expect(first.status, await first.clone().text()).toBe(201)
    const firstBody = await first.json()
    expect(JSON.stringify(firstBody)).toContain(id)
    const second = await client.post(path, { ...body(), id })
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(firstBody)
    expect(await rows(id)).toHaveLength(1)
  })

  it('sent twice at once: one row, one 201 and one 200', async () => {
    const { client, petId } = await ownerWithPet()
    const path = await target(client, petId)
    const id = randomUUID()
    const answers = await Promise.all([client.post(path, { ...body(), id }), client.post(path, { ...body(), id })])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201])
    const [a, b] = await Promise.all(answers.map((r) => r.json()))
    expect(a).toEqual(b)
    expect(await rows(id)).toHaveLength(1)
  })

  it('an id already used by another pet, the same owner’s or someone else’s: 409, and nothing changes', async () => {
    const { client, petId } = await ownerWithPet()
    const id = randomUUID()
    expect((await client.post(await target(client, petId), { ...body(), id })).status).toBe(201)
    const before = await rows(id)

    const sameOwnersOther = (await (await client.post('/api/pets', { name: 'Biscuit', species: 'cat' })).json()) as { id: string }
    const mine = await client.post(await target(client, sameOwnersOther.id), { ...body(), id })
    expect(mine.status).toBe(409)
    expect(await mine.json()).toEqual(TAKEN)

    const stranger = await ownerWithPet('Rex')
    const theirs = await stranger.client.post(await target(stranger.client, stranger.petId), { ...body(), id })
    expect(theirs.status).toBe(409)
    expect(await theirs.json()).toEqual(TAKEN)

    expect(await rows(id)).toEqual(before)
    expect(before[0]!.petId).toBe(petId)
  })

  it('without an id: each request is a new record, as before', async () => {
    const { client, petId } = await ownerWithPet()
    const path = await target(client, petId)
    const answers = [await client.post(path, body()), await client.post(path, body())]
    expect(answers.map((a) => a.status)).toEqual([201, 201])
    const ids = await Promise.all(answers.map(async (a) => JSON.stringify(await a.json()).match(/"id":"([0-9a-f-]{36})"/)![1]!))
    expect(new Set(ids).size).toBe(2)
    for (const id of ids) expect(await rows(id)).toHaveLength(1)
  })

  it('an id that is not a UUID: 400 on the id field', async () => {
    const { client, petId } = await ownerWithPet()
    const response = await client.post(await target(client, petId), { ...body(), id: 'count-1' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { id: 'The entry id must be a UUID' } } })
  })
})

describe('side effects run once', () => {
  it('a "contact your vet" count sent again, or twice at once, alerts the household once', async () => {
    const { client, petId } = await ownerWithPet()
    // 20 breaths in 30 s = 40 a minute: "contact your vet" whatever the history.
    const urgent = { measuredAt: minutesAgo(1), breathCount: 20, durationSeconds: 30, method: 'counter', context: 'sleeping' }
    const alerts = async () =>
      (
        await db
          .select({ n: count() })
          .from(schema.notifications)
          .where(and(eq(schema.notifications.petId, petId), eq(schema.notifications.kind, 'breathing_alert')))
      )[0]!.n
    const id = randomUUID()
    const first = await client.post(`/api/pets/${petId}/breathing-logs`, { ...urgent, id })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ assessment: { level: 'contact_vet' } })
    expect(await alerts()).toBe(1)
    const again = await client.post(`/api/pets/${petId}/breathing-logs`, { ...urgent, id })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ assessment: { level: 'contact_vet' } })
    expect(await alerts()).toBe(1)

    const twin = randomUUID()
    const both = await Promise.all([1, 2].map(() => client.post(`/api/pets/${petId}/breathing-logs`, { ...urgent, id: twin })))
    expect(both.map((r) => r.status).sort()).toEqual([200, 201])
    expect(await alerts()).toBe(2)
  })

  it('an older weight sent again leaves the pet’s current weight as it is', async () => {
    const { client, petId } = await ownerWithPet()
    const weight = async () => ((await (await client.get(`/api/pets/${petId}`)).json()) as { weight: number }).weight
    const older = { id: randomUUID(), measuredAt: '2026-01-10', weight: 31, weightUnit: 'kg' }
    expect((await client.post(`/api/pets/${petId}/weight-logs`, older)).status).toBe(201)
    expect(await weight()).toBe(31)
    expect((await client.post(`/api/pets/${petId}/weight-logs`, { measuredAt: '2026-02-01', weight: 33, weightUnit: 'kg' })).status).toBe(
      201,
    )
    // The owner then corrects the pet's weight by hand: a replayed entry must not undo that.
    expect((await client.request('PATCH', `/api/pets/${petId}`, { weight: 34, weightUnit: 'kg' })).status).toBe(200)
    const replay = await client.post(`/api/pets/${petId}/weight-logs`, older)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toMatchObject({ id: older.id, weight: 31 })
    expect(await weight()).toBe(34)
  })

  it('a dose id used by another medication of the same pet: 409', async () => {
    const { client, petId } = await ownerWithPet()
    const first = await addMedication(client, petId, 'Pimobendan')
    const second = await addMedication(client, petId, 'Furosemide')
    const id = randomUUID()
    expect((await client.post(`/api/pets/${petId}/medications/${first}/doses`, { id })).status).toBe(201)
    const other = await client.post(`/api/pets/${petId}/medications/${second}/doses`, { id })
    expect(other.status).toBe(409)
    expect(await other.json()).toEqual(TAKEN)
    const [dose] = await db.select().from(schema.medicationDoses).where(eq(schema.medicationDoses.id, id))
    expect(dose!.medicationId).toBe(first)
  })
})

describe('reminder actions sent again', () => {
  const act = (client: TestClient, id: string, body: unknown) => client.post(`/api/reminder-occurrences/${id}/actions`, body)

  /** A daily reminder of a pet whose first occurrence (in 2030) the dispatcher has made due. */
  async function dueOccurrence() {
    const { client, petId, user } = await ownerWithPet()
    const created = await client.post('/api/reminders', {
      petId,
      category: 'custom',
      title: 'Pill',
      startDate: '2030-09-01',
      times: ['08:00'],
      repeat: 'daily',
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const reminder = (await created.json()) as Reminder
    await dispatchDue(db, { now: new Date('2030-09-01T08:00:00Z') })
    const [row] = await db.select().from(schema.reminderOccurrences).where(eq(schema.reminderOccurrences.reminderId, reminder.id))
    return { client, userId: user.id, occurrenceId: row!.id }
  }
  const stored = async (occurrenceId: string) =>
    (await db.select().from(schema.reminderOccurrences).where(eq(schema.reminderOccurrences.id, occurrenceId)))[0]!

  it('done twice: 200 both times, handledAt and handledBy those of the first', async () => {
    const { client, userId, occurrenceId } = await dueOccurrence()
    const at = minutesAgo(30)
    const first = await act(client, occurrenceId, { action: 'done', at })
    expect(first.status).toBe(200)
    const firstBody = (await first.json()) as Occurrence
    expect(firstBody).toMatchObject({ status: 'done', handledAt: new Date(at).toISOString() })
    const again = await act(client, occurrenceId, { action: 'done', at: minutesAgo(1) })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(firstBody)
    const row = await stored(occurrenceId)
    expect(row.handledAt!.toISOString()).toBe(new Date(at).toISOString())
    expect(row.handledBy).toBe(userId)
    // Without `at` the second done is as harmless.
    expect((await act(client, occurrenceId, { action: 'done' })).status).toBe(200)
    expect((await stored(occurrenceId)).handledAt!.toISOString()).toBe(new Date(at).toISOString())
  })

  it('done on a medication’s reminder, sent twice with `at`: one dose, given at `at`', async () => {
    const { client, petId } = await ownerWithPet()
    const created = await client.post(`/api/pets/${petId}/medications`, { name: 'Pimobendan', schedule: { frequency: 'twice_daily' } })
    expect(created.status, await created.clone().text()).toBe(201)
    const medicationId = ((await created.json()) as { id: string }).id
    const [reminder] = await db.select().from(schema.reminders).where(eq(schema.reminders.sourceId, medicationId))
    await dispatchDue(db, { now: new Date(reminder!.nextDueAt!.getTime() + 60_000) })
    const [occurrence] = await db.select().from(schema.reminderOccurrences).where(eq(schema.reminderOccurrences.reminderId, reminder!.id))
    const at = minutesAgo(45)
    for (const _ of [1, 2]) expect((await act(client, occurrence!.id, { action: 'done', at })).status).toBe(200)
    const doses = await db.select().from(schema.medicationDoses).where(eq(schema.medicationDoses.medicationId, medicationId))
    expect(doses.map((d) => d.givenAt.toISOString())).toEqual([new Date(at).toISOString()])
  })

  it('skip twice: 200 both times, handledAt of the first; done after skip stays a conflict', async () => {
    const { client, occurrenceId } = await dueOccurrence()
    expect((await act(client, occurrenceId, { action: 'skip' })).status).toBe(200)
    const handledAt = (await stored(occurrenceId)).handledAt!.toISOString()
    const again = await act(client, occurrenceId, { action: 'skip' })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ status: 'skipped', handledAt })
    const done = await act(client, occurrenceId, { action: 'done' })
    expect(done.status).toBe(409)
    expect(await done.json()).toEqual({ error: { code: 'CONFLICT', message: 'This reminder was already skipped.' } })
  })

  it('snooze with the same `at` twice: the same snoozedUntil, counted from `at`', async () => {
    const { client, occurrenceId } = await dueOccurrence()
    const at = minutesAgo(20)
    const expected = new Date(Date.parse(at) + 3_600_000).toISOString()
    const first = await act(client, occurrenceId, { action: 'snooze', for: '1h', at })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ status: 'due', snoozedUntil: expected })
    const again = await act(client, occurrenceId, { action: 'snooze', for: '1h', at })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ status: 'due', snoozedUntil: expected })
    expect((await stored(occurrenceId)).snoozedUntil!.toISOString()).toBe(expected)
  })

  it('a snooze without `at` still counts from now', async () => {
    const { client, occurrenceId } = await dueOccurrence()
    const before = Date.now()
    const snoozed = (await (await act(client, occurrenceId, { action: 'snooze', for: '15m' })).json()) as Occurrence
    const until = Date.parse(snoozed.snoozedUntil!)
    expect(until).toBeGreaterThanOrEqual(before + 15 * 60_000)
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000)
  })

  it.each([
    ['done, 10 minutes ahead', { action: 'done', at: minutesAgo(-10) }, 'The time cannot be in the future'],
    ['skip, 8 days ago', { action: 'skip', at: minutesAgo(8 * 24 * 60) }, 'The time cannot be more than 7 days ago'],
    ['snooze, 8 days ago', { action: 'snooze', for: '1h', at: minutesAgo(8 * 24 * 60) }, 'The time cannot be more than 7 days ago'],
    ['snooze, no offset', { action: 'snooze', for: '1h', at: '2026-11-25T07:30:00' }, 'Enter the time with its UTC offset'],
  ])('`at` out of bounds (%s): 400 on the at field, nothing changed', async (_name, body, message) => {
    const { client, occurrenceId } = await dueOccurrence()
    const response = await act(client, occurrenceId, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { at: message } } })
    expect(await stored(occurrenceId)).toMatchObject({ status: 'due', handledAt: null, snoozedUntil: null })
  })
})
