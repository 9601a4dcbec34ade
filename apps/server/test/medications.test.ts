import { addDays, localToday } from '@pawpulse/domain/time-zone'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

type Medication = {
  id: string
  name: string
  isCurrent: boolean
  schedule: unknown
  lastDoseAt: string | null
  nextDoseDue: string | null
  dueStatus: string | null
}
const HOUR = 3_600_000
const ZONE = 'Europe/Berlin'
const today = () => localToday(ZONE)

async function ownerWithPet() {
  const owner = await createTestUser(app)
  await owner.client.request('PATCH', '/api/me', { timezone: ZONE })
  const pet = (await (await owner.client.post('/api/pets', { name: 'Pepper', species: 'dog' })).json()) as { id: string }
  return { ...owner, petId: pet.id }
}

async function addMedication(client: TestClient, petId: string, body: Record<string, unknown>) {
  const response = await client.post(`/api/pets/${petId}/medications`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Medication
}

const giveDose = async (client: TestClient, petId: string, medicationId: string, body: Record<string, unknown> = {}) => {
  const response = await client.post(`/api/pets/${petId}/medications/${medicationId}/doses`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as { dose: { id: string; givenAt: string }; medication: Medication }
}

describe('medications', () => {
  it('keep every field of a medication with a schedule, split into current and past by end date', async () => {
    const { client, petId } = await ownerWithPet()
    const pimobendan = await addMedication(client, petId, {
      name: 'Pimobendan',
      dosage: '5 mg',
      frequency: 'Twice a day with food',
      schedule: { frequency: 'twice_daily' },
      route: 'oral',
      category: 'heart',
      startDate: '2025-06-01',
      notes: 'Give an hour before meals',
    })
    expect(pimobendan).toMatchObject({
      frequency: 'Twice a day with food',
      schedule: { frequency: 'twice_daily' },
      route: 'oral',
      isCurrent: true,
    })
    // No dose recorded yet: the next dose is when its reminder rings, 08:00 or 20:00 in the owner's zone.
    const firstDose = new Date(pimobendan.nextDoseDue!)
    expect(firstDose.getTime() - Date.now()).toBeGreaterThan(0)
    expect(firstDose.getTime() - Date.now()).toBeLessThanOrEqual(12 * HOUR)
    expect(['08:00', '20:00']).toContain(firstDose.toLocaleTimeString('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' }))
    expect(['due_today', 'upcoming']).toContain(pimobendan.dueStatus)
    const endsToday = await addMedication(client, petId, { name: 'Metronidazole', startDate: '2025-01-01', endDate: today() })
    const finished = await addMedication(client, petId, { name: 'Antibiotic', startDate: '2025-01-01', endDate: addDays(today(), -1) })

    const { current, past } = (await (await client.get(`/api/pets/${petId}/medications`)).json()) as {
      current: Medication[]
      past: Medication[]
    }
    expect(current.map((m) => m.id).sort()).toEqual([pimobendan.id, endsToday.id].sort())
    expect(past.map((m) => m.id)).toEqual([finished.id])
  })

  it('answer "dose given" with the next dose due, overdue once its time has passed', async () => {
    const { client, petId } = await ownerWithPet()
    // Every 5 hours: no clock time follows it, so the next dose is the last + 5 h (a clock schedule's
    // is its next scheduled time: record-reminders.test.ts).
    const medication = await addMedication(client, petId, { name: 'Furosemide', schedule: { intervalHours: 5 } })
    const givenAt = new Date(Date.now() - 6 * HOUR)
    const late = await giveDose(client, petId, medication.id, { givenAt: givenAt.toISOString() })
    expect(late.medication).toMatchObject({
      lastDoseAt: givenAt.toISOString(),
      nextDoseDue: new Date(givenAt.getTime() + 5 * HOUR).toISOString(),
      dueStatus: 'overdue',
    })

    const now = await giveDose(client, petId, medication.id, { notes: 'With breakfast' })
    expect(Date.now() - Date.parse(now.dose.givenAt)).toBeLessThan(60_000)
    expect(Date.parse(now.medication.nextDoseDue!) - Date.parse(now.dose.givenAt)).toBe(5 * HOUR)
    expect(now.medication.dueStatus).not.toBe('overdue')

    // A dose recorded by mistake: the next dose goes back to the one before it.
    expect((await client.request('DELETE', `/api/pets/${petId}/medications/${medication.id}/doses/${now.dose.id}`)).status).toBe(204)
    const { current } = (await (await client.get(`/api/pets/${petId}/medications`)).json()) as { current: Medication[] }
    expect(current[0]).toMatchObject({ lastDoseAt: givenAt.toISOString(), dueStatus: 'overdue' })
    const { doses } = (await (await client.get(`/api/pets/${petId}/medications/${medication.id}/doses?days=7`)).json()) as {
      doses: { id: string }[]
    }
    expect(doses.map((d) => d.id)).toEqual([late.dose.id])
  })

  it('count the vet’s own interval in hours, and have no next dose when given as needed', async () => {
    const { client, petId } = await ownerWithPet()
    const custom = await addMedication(client, petId, { name: 'Gabapentin', schedule: { intervalHours: 36 } })
    const given = new Date(Date.now() - HOUR)
    expect((await giveDose(client, petId, custom.id, { givenAt: given.toISOString() })).medication.nextDoseDue).toBe(
      new Date(given.getTime() + 36 * HOUR).toISOString(),
    )
    const asNeeded = await addMedication(client, petId, { name: 'Carprofen', schedule: { frequency: 'as_needed' } })
    expect((await giveDose(client, petId, asNeeded.id)).medication).toMatchObject({ nextDoseDue: null, dueStatus: null })
  })

  it.each([
    ['no name', { name: ' ' }, 'name', 'Medication name is required'],
    [
      'an end before the start',
      { name: 'X', startDate: '2026-01-10', endDate: '2026-01-01' },
      'endDate',
      'The end date cannot be before the start date',
    ],
    ['a start in the year 0', { name: 'X', startDate: '0000-01-01' }, 'startDate', 'Enter a date from 1900 on'],
    ['an interval of 0 hours', { name: 'X', schedule: { intervalHours: 0 } }, 'schedule', 'Doses are at least 1 hour apart'],
  ])('refuse %s', async (_name, body, field, message) => {
    const { client, petId } = await ownerWithPet()
    const response = await client.post(`/api/pets/${petId}/medications`, body)
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } }
    expect(Object.entries(error.fields).find(([key]) => key.startsWith(field))?.[1]).toBe(message)
  })

  it('are edited (re-checked as a whole) and deleted with their doses', async () => {
    const { client, petId } = await ownerWithPet()
    const medication = await addMedication(client, petId, { name: 'Enalapril', startDate: '2026-01-10' })
    const path = `/api/pets/${petId}/medications/${medication.id}`
    expect(await (await client.request('PATCH', path, { dosage: '2.5 mg', schedule: { frequency: 'once_daily' } })).json()).toMatchObject({
      dosage: '2.5 mg',
      schedule: { frequency: 'once_daily' },
    })
    const bad = await client.request('PATCH', path, { endDate: '2026-01-01' })
    expect(await bad.json()).toMatchObject({ error: { fields: { endDate: 'The end date cannot be before the start date' } } })
    // Stopping (an end date) keeps the doses given.
    await giveDose(client, petId, medication.id)
    const stopped = await (await client.request('PATCH', path, { endDate: '2026-02-01', frequency: 'Once a day' })).json()
    expect(stopped).toMatchObject({ endDate: '2026-02-01', frequency: 'Once a day', isCurrent: false, lastDoseAt: expect.any(String) })
    expect(((await (await client.get(`${path}/doses`)).json()) as { doses: unknown[] }).doses).toHaveLength(1)
    await client.request('PATCH', path, { endDate: null })
    const future = await client.post(`${path}/doses`, { givenAt: new Date(Date.now() + 2 * HOUR).toISOString() })
    expect(await future.json()).toMatchObject({ error: { fields: { givenAt: 'The time cannot be in the future' } } })
    await giveDose(client, petId, medication.id)
    expect((await client.request('DELETE', path)).status).toBe(204)
    expect((await client.get(`${path}/doses`)).status).toBe(404)
  })
})

describe('medication access', () => {
  it('answers 404 to a stranger and for another pet’s medication, and 403 to a viewer giving a dose or editing', async () => {
    const { client, user, petId } = await ownerWithPet()
    const medication = await addMedication(client, petId, { name: 'Pimobendan', schedule: { frequency: 'twice_daily' } })
    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/pets/${petId}/medications`)).status).toBe(404)
    expect((await stranger.client.post(`/api/pets/${petId}/medications/${medication.id}/doses`)).status).toBe(404)
    expect((await stranger.client.request('PATCH', `/api/pets/${petId}/medications/${medication.id}`, { name: 'X' })).status).toBe(404)
    const other = (await (await client.post('/api/pets', { name: 'Other', species: 'cat' })).json()) as { id: string }
    expect((await client.post(`/api/pets/${other.id}/medications/${medication.id}/doses`)).status).toBe(404)

    const viewer = await createTestUser(app)
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: user.id, memberUserId: viewer.user.id, name: 'Sitter', accessLevel: 'viewer', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
    expect((await viewer.client.get(`/api/pets/${petId}/medications`)).status).toBe(200)
    expect((await viewer.client.post(`/api/pets/${petId}/medications/${medication.id}/doses`)).status).toBe(403)
    expect((await viewer.client.request('PATCH', `/api/pets/${petId}/medications/${medication.id}`, { name: 'X' })).status).toBe(403)
    const unchanged = (await (await client.get(`/api/pets/${petId}/medications`)).json()) as { current: { name: string }[] }
    expect(unchanged.current.map((m) => m.name)).toEqual(['Pimobendan'])
  })
})

describe('a co-parent in another time zone', () => {
  it('sees the same next dose as the owner and the reminder: the doses keep the owner’s clock', async () => {
    const { client, user, petId } = await ownerWithPet()
    const medication = await addMedication(client, petId, { name: 'Pimobendan', schedule: { frequency: 'twice_daily' } })
    const coParent = await createTestUser(app)
    await coParent.client.request('PATCH', '/api/me', { timezone: 'America/New_York' })
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: user.id, memberUserId: coParent.user.id, name: 'Co-parent', accessLevel: 'editor', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })

    const nextFor = async (who: TestClient) =>
      ((await (await who.get(`/api/pets/${petId}/medications`)).json()) as { current: Medication[] }).current[0]!.nextDoseDue
    const { reminders } = (await (await client.get('/api/reminders')).json()) as { reminders: { nextDueAt: string }[] }
    const [reminder] = reminders
    expect(await nextFor(client)).toBe(medication.nextDoseDue)
    expect(await nextFor(coParent.client)).toBe(medication.nextDoseDue)
    expect(reminder?.nextDueAt).toBe(medication.nextDoseDue)
  })
})
