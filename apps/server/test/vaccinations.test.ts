import type { Reminder } from '@pawpulse/domain/reminder-api'
import { addDays, localToday } from '@pawpulse/domain/time-zone'
import type { VaccinationView } from '@pawpulse/domain/vaccination-api'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { syncRecordReminders } from '#server/core/record-reminders.ts'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, TestClient, type TestClient as Client } from './test-app'

const { app, db } = await createTestApp()
const ZONE = 'Europe/Berlin'

async function ownerWithPet(species: 'dog' | 'cat' = 'dog', birthdate?: string) {
  const owner = await createTestUser(app)
  expect((await owner.client.request('PATCH', '/api/me', { timezone: ZONE })).status).toBe(200)
  const pet = (await (await owner.client.post('/api/pets', { name: 'Pepper', species, ...(birthdate ? { birthdate } : {}) })).json()) as {
    id: string
  }
  return { ...owner, petId: pet.id, base: `/api/pets/${pet.id}/vaccinations` }
}

async function send(client: Client, method: string, path: string, body?: unknown, status = 200) {
  const response = await client.request(method, path, body)
  expect(response.status, await response.clone().text()).toBe(status)
  return response.status === 204 ? null : ((await response.json()) as VaccinationView & Record<string, unknown>)
}

const listOf = async (client: Client, base: string) =>
  ((await (await client.get(base)).json()) as { vaccinations: VaccinationView[] }).vaccinations
const followingOf = async (client: Client) =>
  ((await (await client.get('/api/reminders')).json()) as { reminders: Reminder[] }).reminders.filter(
    (r) => r.source?.kind === 'vaccination',
  )

async function shareWith(ownerId: string, memberId: string, petId: string, accessLevel: 'editor' | 'viewer') {
  const [row] = await db
    .insert(schema.householdMembers)
    .values({ userId: ownerId, memberUserId: memberId, name: 'Member', accessLevel, status: 'active' })
    .returning()
  await db.insert(schema.householdMemberPets).values({ memberId: row!.id, petId })
}

const today = () => localToday(ZONE)

describe('vaccinations', () => {
  it('are recorded, listed newest first with the latest dose’s status, edited and deleted', async () => {
    const { client, base, petId } = await ownerWithPet()
    const old = await send(
      client,
      'POST',
      base,
      {
        vaccineKey: 'rabies',
        givenOn: addDays(today(), -400),
        nextDueOn: addDays(today(), -35),
        clinic: ' Elm Street Vets ',
        batchNumber: 'RB-1',
      },
      201,
    )
    expect(old).toMatchObject({
      petId,
      vaccineKey: 'rabies',
      vaccineName: 'Rabies',
      core: true,
      clinic: 'Elm Street Vets',
      batchNumber: 'RB-1',
      notes: null,
      isLatest: true,
      status: 'overdue',
      daysUntilDue: -35,
    })
    const typed = await send(
      client,
      'POST',
      base,
      { vaccineName: 'Giardia', givenOn: addDays(today(), -10), nextDueOn: addDays(today(), 20) },
      201,
    )
    expect(typed).toMatchObject({ vaccineKey: null, vaccineName: 'Giardia', core: null, status: 'due_soon' })
    const none = await send(client, 'POST', base, { vaccineName: 'Coronavirus', givenOn: addDays(today(), -5), nextDueOn: null }, 201)
    expect(none).toMatchObject({ nextDueOn: null, status: 'none' })

    // A newer rabies dose decides: the old one is no longer the latest and carries no status.
    const newer = await send(
      client,
      'POST',
      base,
      { vaccineKey: 'rabies', givenOn: addDays(today(), -1), nextDueOn: addDays(today(), 364) },
      201,
    )
    expect(newer).toMatchObject({ isLatest: true, status: 'ok' })
    const list = await listOf(client, base)
    expect(list.map((v) => v.id)).toEqual([newer!.id, none!.id, typed!.id, old!.id])
    expect(list.at(-1)).toMatchObject({ isLatest: false, status: null, daysUntilDue: null })

    const edited = await send(client, 'PATCH', `${base}/${typed!.id}`, { notes: 'Second dose in 3 weeks', batchNumber: 'G-7' })
    expect(edited).toMatchObject({ vaccineName: 'Giardia', notes: 'Second dose in 3 weeks', batchNumber: 'G-7' })
    // Changing to a listed vaccine replaces the typed name.
    expect(await send(client, 'PATCH', `${base}/${typed!.id}`, { vaccineKey: 'leptospirosis' })).toMatchObject({
      vaccineKey: 'leptospirosis',
      vaccineName: 'Leptospirosis',
      core: false,
    })

    await send(client, 'DELETE', `${base}/${typed!.id}`, undefined, 204)
    expect((await listOf(client, base)).map((v) => v.id)).not.toContain(typed!.id)
    expect((await client.request('DELETE', `${base}/${typed!.id}`)).status).toBe(404)
  })

  it('suggest the next due date when none is sent: a year after the first dose seen, then the interval', async () => {
    const { client, base } = await ownerWithPet()
    const first = await send(client, 'POST', base, { vaccineKey: 'dapp', givenOn: '2025-03-10' }, 201)
    expect(first!.nextDueOn).toBe('2026-03-10')
    const second = await send(client, 'POST', base, { vaccineKey: 'dapp', givenOn: '2026-03-12' }, 201)
    expect(second!.nextDueOn).toBe('2029-03-12')
    expect(await send(client, 'POST', base, { vaccineName: 'Giardia', givenOn: '2026-03-12' }, 201)).toMatchObject({ nextDueOn: null })

    // With a birthdate, the pet's age decides: a dose at 10 months is followed a year later.
    const young = await ownerWithPet('dog', '2025-05-10')
    expect((await send(young.client, 'POST', young.base, { vaccineKey: 'dapp', givenOn: '2026-03-10' }, 201))!.nextDueOn).toBe('2027-03-10')
  })

  it('refuse what cannot be stored, by field', async () => {
    const { client, base } = await ownerWithPet('cat')
    const fieldsOf = async (body: unknown, method = 'POST', url = base) => {
      const response = await client.request(method, url, body)
      expect(response.status).toBe(400)
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields
    }
    expect(await fieldsOf({ givenOn: '2026-01-05' })).toEqual({ vaccineName: 'Choose a vaccine or type its name' })
    expect(await fieldsOf({ vaccineKey: 'smallpox', givenOn: '2026-01-05' })).toHaveProperty('vaccineKey', 'Choose a vaccine from the list')
    // DAPP is a dog's vaccine; this pet is a cat.
    expect(await fieldsOf({ vaccineKey: 'dapp', givenOn: '2026-01-05' })).toEqual({
      vaccineKey: 'DAPP (distemper, adenovirus, parvovirus, parainfluenza) is not a vaccine for a cat: choose one from the list',
    })
    expect(await fieldsOf({ vaccineKey: 'rabies', givenOn: addDays(today(), 3) })).toEqual({ givenOn: 'The date cannot be in the future' })
    expect(await fieldsOf({ vaccineKey: 'rabies', givenOn: '2026-01-05', nextDueOn: '2026-01-01' })).toEqual({
      nextDueOn: 'The next due date must be after the date given',
    })
    expect(await fieldsOf({ vaccineName: 'x'.repeat(121), givenOn: '2026-01-05' })).toEqual({
      vaccineName: 'The vaccine name must be at most 120 characters',
    })
    expect(await fieldsOf({ vaccineKey: 'felv', givenOn: '2026-01-05', batchNumber: 'x'.repeat(61) })).toEqual({
      batchNumber: 'The batch or lot number must be at most 60 characters',
    })
    expect(await fieldsOf({ vaccineKey: 'felv', givenOn: '2026-01-05', notes: 'x'.repeat(2001) })).toEqual({
      notes: 'Notes must be at most 2000 characters',
    })
    const row = await send(client, 'POST', base, { vaccineKey: 'felv', givenOn: '2026-01-05', nextDueOn: '2027-01-05' }, 201)
    // The merged row is checked: a next due date before the date given is refused on PATCH too.
    expect(await fieldsOf({ givenOn: '2027-02-01' }, 'PATCH', `${base}/${row!.id}`)).toMatchObject({
      givenOn: 'The date cannot be in the future',
    })
    expect(await fieldsOf({ nextDueOn: '2025-12-01' }, 'PATCH', `${base}/${row!.id}`)).toEqual({
      nextDueOn: 'The next due date must be after the date given',
    })
    expect(await fieldsOf({ petId: row!.id }, 'PATCH', `${base}/${row!.id}`)).toHaveProperty('_')
  })

  it('let the household read (a viewer only reads), and answer a stranger 404', async () => {
    const { client, user, base, petId } = await ownerWithPet()
    const row = await send(client, 'POST', base, { vaccineKey: 'rabies', givenOn: '2026-01-05', nextDueOn: '2027-01-05' }, 201)
    const editor = await createTestUser(app)
    const viewer = await createTestUser(app)
    const stranger = await createTestUser(app)
    await shareWith(user.id, editor.user.id, petId, 'editor')
    await shareWith(user.id, viewer.user.id, petId, 'viewer')

    const byEditor = await send(editor.client, 'POST', base, { vaccineKey: 'bordetella', givenOn: '2026-01-06' }, 201)
    expect(byEditor!.recordedBy).toBe(editor.user.id)
    await send(editor.client, 'PATCH', `${base}/${row!.id}`, { clinic: 'Oak Vets' })

    expect(await listOf(viewer.client, base)).toHaveLength(2)
    expect((await viewer.client.post(base, { vaccineKey: 'rabies', givenOn: '2026-01-05' })).status).toBe(403)
    expect((await viewer.client.request('PATCH', `${base}/${row!.id}`, { clinic: 'X' })).status).toBe(403)
    expect((await viewer.client.request('DELETE', `${base}/${row!.id}`)).status).toBe(403)

    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['POST', base, { vaccineKey: 'rabies', givenOn: '2026-01-05' }],
      ['PATCH', `${base}/${row!.id}`, { clinic: 'X' }],
      ['DELETE', `${base}/${row!.id}`, undefined],
    ] as const) {
      expect((await stranger.client.request(method, url, body)).status, `${method} ${url}`).toBe(404)
    }
    // Another pet's vaccination through my pet's address: not found.
    const other = await ownerWithPet()
    expect((await other.client.request('PATCH', `${other.base}/${row!.id}`, { clinic: 'X' })).status).toBe(404)

    await send(editor.client, 'DELETE', `${base}/${byEditor!.id}`, undefined, 204)
    expect(await listOf(client, base)).toHaveLength(1)
  })

  it('work for a guest', async () => {
    const guest = new TestClient(app)
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200)
    const pet = (await (await guest.post('/api/pets', { name: 'Mochi', species: 'cat' })).json()) as { id: string }
    await send(guest, 'POST', `/api/pets/${pet.id}/vaccinations`, { vaccineKey: 'fvrcp', givenOn: '2026-01-05' }, 201)
    expect(await listOf(guest, `/api/pets/${pet.id}/vaccinations`)).toHaveLength(1)
  })
})

describe('a vaccination’s reminder', () => {
  it('is on the latest dose’s next due date at 09:00 in the owner’s zone; a newer dose replaces it, delete brings it back', async () => {
    const { client, base, petId } = await ownerWithPet()
    const first = await send(client, 'POST', base, { vaccineKey: 'rabies', givenOn: '2026-02-02', nextDueOn: '2030-02-02' }, 201)
    // 09:00 in Berlin is 08:00 UTC in February.
    expect(await followingOf(client)).toMatchObject([
      {
        category: 'vaccination',
        title: 'Rabies',
        petId,
        repeat: 'once',
        startDate: '2030-02-02',
        times: ['09:00'],
        nextDueAt: '2030-02-02T08:00:00.000Z',
        source: { kind: 'vaccination', id: first!.id },
      },
    ])
    // Another vaccine has its own reminder; one with no next due date has none.
    const lepto = await send(client, 'POST', base, { vaccineKey: 'leptospirosis', givenOn: '2026-02-03', nextDueOn: '2030-07-01' }, 201)
    await send(client, 'POST', base, { vaccineName: 'Coronavirus', givenOn: '2026-02-03', nextDueOn: null }, 201)
    expect((await followingOf(client)).map((r) => r.source!.id).sort()).toEqual([first!.id, lepto!.id].sort())

    const newer = await send(client, 'POST', base, { vaccineKey: 'rabies', givenOn: '2026-03-01', nextDueOn: '2031-03-01' }, 201)
    const rabies = (await followingOf(client)).filter((r) => r.title === 'Rabies')
    expect(rabies).toMatchObject([{ source: { id: newer!.id }, nextDueAt: '2031-03-01T08:00:00.000Z' }])

    // Editing the due date moves it (summer time in June: 09:00 is 07:00 UTC); the reminders API cannot change its rule.
    await send(client, 'PATCH', `${base}/${newer!.id}`, { nextDueOn: '2031-06-01' })
    const [moved] = (await followingOf(client)).filter((r) => r.title === 'Rabies')
    expect(moved).toMatchObject({ startDate: '2031-06-01', nextDueAt: '2031-06-01T07:00:00.000Z' })
    const refused = await client.request('PATCH', `/api/reminders/${moved!.id}`, { title: 'Other' })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'This reminder follows the vaccination “Rabies”: change the vaccination instead (pausing works here).',
    )

    await send(client, 'DELETE', `${base}/${newer!.id}`, undefined, 204)
    expect((await followingOf(client)).filter((r) => r.title === 'Rabies')).toMatchObject([
      { source: { id: first!.id }, nextDueAt: '2030-02-02T08:00:00.000Z' },
    ])
    // No next due date on the latest dose: no reminder.
    await send(client, 'PATCH', `${base}/${lepto!.id}`, { nextDueOn: null })
    expect((await followingOf(client)).map((r) => r.source!.id)).toEqual([first!.id])
  })

  it('is made by the start-up sync for doses recorded without one, once', async () => {
    const { client, petId } = await ownerWithPet()
    const [old] = await db
      .insert(schema.petVaccinations)
      .values({ petId, vaccineKey: 'dapp', vaccineName: 'DAPP', givenOn: '2025-01-01', nextDueOn: '2026-01-01' })
      .returning()
    const [latest] = await db
      .insert(schema.petVaccinations)
      .values({ petId, vaccineKey: 'dapp', vaccineName: 'DAPP', givenOn: '2026-01-01', nextDueOn: '2029-01-01' })
      .returning()
    await syncRecordReminders(db)
    await syncRecordReminders(db)
    expect((await followingOf(client)).map((r) => r.source!.id)).toEqual([latest!.id])
    expect(old).toBeTruthy()
  })
})

describe('the dashboard', () => {
  it('lists the latest doses overdue or due within 30 days, soonest first, and nothing else', async () => {
    const { client, base, petId } = await ownerWithPet()
    const dashboardOf = async () =>
      ((await (await client.get(`/api/pets/${petId}/dashboard`)).json()) as { vaccinations: unknown[] }).vaccinations
    expect(await dashboardOf()).toEqual([])
    await send(client, 'POST', base, { vaccineKey: 'dapp', givenOn: addDays(today(), -800), nextDueOn: addDays(today(), -60) }, 201)
    const overdue = await send(
      client,
      'POST',
      base,
      { vaccineKey: 'rabies', givenOn: addDays(today(), -400), nextDueOn: addDays(today(), -35) },
      201,
    )
    const soon = await send(
      client,
      'POST',
      base,
      { vaccineKey: 'lyme', givenOn: addDays(today(), -300), nextDueOn: addDays(today(), 10) },
      201,
    )
    await send(client, 'POST', base, { vaccineKey: 'bordetella', givenOn: addDays(today(), -30), nextDueOn: addDays(today(), 300) }, 201)
    // The DAPP given later replaces the overdue one.
    await send(client, 'POST', base, { vaccineKey: 'dapp', givenOn: addDays(today(), -2), nextDueOn: addDays(today(), 1000) }, 201)
    expect(await dashboardOf()).toEqual([
      { id: overdue!.id, vaccineName: 'Rabies', nextDueOn: addDays(today(), -35), status: 'overdue' },
      { id: soon!.id, vaccineName: 'Lyme disease', nextDueOn: addDays(today(), 10), status: 'due_soon' },
    ])
  })
})

describe('the data export', () => {
  it('includes the pets’ vaccinations', async () => {
    const { client, base } = await ownerWithPet()
    const row = await send(client, 'POST', base, { vaccineKey: 'rabies', givenOn: '2026-01-05', batchNumber: 'RB-9' }, 201)
    const data = (await (await client.get('/api/me/export')).json()) as { pets: { vaccinations: Record<string, unknown>[] }[] }
    expect(data.pets[0]!.vaccinations).toEqual([expect.objectContaining({ id: row!.id, vaccineName: 'Rabies', batchNumber: 'RB-9' })])
  })

  it('goes with the pet', async () => {
    const { client, base, petId } = await ownerWithPet()
    await send(client, 'POST', base, { vaccineKey: 'rabies', givenOn: '2026-01-05' }, 201)
    expect((await client.request('DELETE', `/api/pets/${petId}`)).status).toBe(204)
    expect(await db.select().from(schema.petVaccinations).where(eq(schema.petVaccinations.petId, petId))).toEqual([])
  })
})
