import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

type Entry = {
  id: string
  measuredAt: string
  weight: number
  weightUnit: string
  bodyCondition: string | null
  bodyConditionLabel: string | null
}

async function ownerWithPet(profile: Record<string, unknown> = { timezone: 'America/New_York', unitSystem: 'metric' }) {
  const owner = await createTestUser(app)
  await owner.client.request('PATCH', '/api/me', profile)
  const pet = (await (await owner.client.post('/api/pets', { name: 'Bear', species: 'dog', weight: 30, weightUnit: 'kg' })).json()) as {
    id: string
  }
  return { ...owner, petId: pet.id }
}

async function weigh(client: TestClient, petId: string, body: Record<string, unknown>) {
  const response = await client.post(`/api/pets/${petId}/weight-logs`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Entry
}

const petWeight = async (client: TestClient, petId: string) => {
  const pet = (await (await client.get(`/api/pets/${petId}`)).json()) as { weight: number; weightUnit: string }
  return `${pet.weight} ${pet.weightUnit}`
}

describe('weight log', () => {
  it('keeps each entry in its unit with the body condition as "n/9", and the pet’s weight follows the newest entry', async () => {
    const { client, petId } = await ownerWithPet()
    const first = await weigh(client, petId, { measuredAt: '2026-01-10', weight: 31.2, weightUnit: 'kg', bodyConditionScore: 5 })
    expect(first).toMatchObject({ weight: 31.2, weightUnit: 'kg', bodyCondition: '5/9', bodyConditionLabel: 'Ideal' })
    expect(await petWeight(client, petId)).toBe('31.2 kg')

    const newest = await weigh(client, petId, {
      measuredAt: '2026-02-10T08:00:00-05:00',
      weight: 70.5,
      weightUnit: 'lb',
      bodyConditionScore: 7,
    })
    expect(newest.bodyConditionLabel).toBe('Overweight')
    expect(await petWeight(client, petId)).toBe('70.5 lb')

    // An older entry typed later does not replace the current weight.
    await weigh(client, petId, { measuredAt: '2026-01-20', weight: 32, weightUnit: 'kg' })
    expect(await petWeight(client, petId)).toBe('70.5 lb')

    // Editing or deleting the newest moves the pet's weight with it, in the same transaction.
    await client.request('PATCH', `/api/pets/${petId}/weight-logs/${newest.id}`, { weight: 71 })
    expect(await petWeight(client, petId)).toBe('71 lb')
    expect((await client.request('DELETE', `/api/pets/${petId}/weight-logs/${newest.id}`)).status).toBe(204)
    expect(await petWeight(client, petId)).toBe('32 kg')
    await client.request('PATCH', `/api/pets/${petId}/weight-logs/${first.id}`, { measuredAt: '2026-01-25' })
    expect(await petWeight(client, petId)).toBe('31.2 kg')
  })

  it('takes a date without a time as that day in the owner’s zone', async () => {
    const { client, petId } = await ownerWithPet()
    const entry = await weigh(client, petId, { measuredAt: '2026-01-10', weight: 30, weightUnit: 'kg' })
    expect(entry.measuredAt).toBe('2026-01-10T17:00:00.000Z')
    const ids = async (from: string) =>
      ((await (await client.get(`/api/pets/${petId}/weight-logs?from=${from}&to=${from}`)).json()) as { logs: Entry[] }).logs.map(
        (l) => l.id,
      )
    expect(await ids('2026-01-10')).toEqual([entry.id])
    expect(await ids('2026-01-11')).toEqual([])
  })

  it.each([
    ['a body condition score of 10', { bodyConditionScore: 10 }, 'bodyConditionScore', 'Choose a body condition score from 1 to 9'],
    ['a weight of 0', { weight: 0 }, 'weight', 'Weight must be more than 0'],
    ['a weight above 200 kg', { weight: 450, weightUnit: 'lb' }, 'weight', 'Weight must be at most 440 lb'],
    ['a date in the future', { measuredAt: '2999-01-01' }, 'measuredAt', 'The date cannot be in the future'],
    ['a weight under 0.01', { weight: 0.004 }, 'weight', 'Weight must be at least 0.01 kg'],
    ['a weight that passes > 0 but rounds to 0.00 in the column', { weight: 1e-320 }, 'weight', 'Weight must be at least 0.01 kg'],
    ['a date in the year 0', { measuredAt: '0000-01-01' }, 'measuredAt', 'Enter a date from 1900 on'],
    ['a unit other than kg or lb', { weightUnit: 'st' }, 'weightUnit', 'Choose kg or lb'],
  ])('refuses %s', async (_name, overrides, field, message) => {
    const { client, petId } = await ownerWithPet()
    const response = await client.post(`/api/pets/${petId}/weight-logs`, {
      measuredAt: '2026-01-10',
      weight: 30,
      weightUnit: 'kg',
      ...overrides,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { [field]: message } } })
    expect(await petWeight(client, petId)).toBe('30 kg')
  })

  it('charts in the owner’s unit system, oldest first', async () => {
    const metric = await ownerWithPet()
    await weigh(metric.client, metric.petId, { measuredAt: '2026-01-02', weight: 22, weightUnit: 'lb' })
    await weigh(metric.client, metric.petId, { measuredAt: '2026-01-01', weight: 10, weightUnit: 'kg', bodyConditionScore: 4 })
    const chart = await (await metric.client.get(`/api/pets/${metric.petId}/weight-chart?from=2026-01-01&to=2026-01-31`)).json()
    expect(chart).toMatchObject({ unit: 'kg', points: [{ weight: 10, bodyConditionScore: 4 }, { weight: 9.98 }] })

    const imperial = await ownerWithPet({ unitSystem: 'imperial' })
    await weigh(imperial.client, imperial.petId, { measuredAt: '2026-01-01', weight: 10, weightUnit: 'kg' })
    const pounds = await (await imperial.client.get(`/api/pets/${imperial.petId}/weight-chart?from=2026-01-01&to=2026-01-31`)).json()
    expect(pounds).toMatchObject({ unit: 'lb', points: [{ weight: 22.05 }] })
  })
})

describe('weight access', () => {
  it('answers 404 to a stranger and for an entry of another pet, and 403 to a viewer writing', async () => {
    const { client, user, petId } = await ownerWithPet()
    const entry = await weigh(client, petId, { measuredAt: '2026-01-10', weight: 30, weightUnit: 'kg' })
    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/pets/${petId}/weight-logs`)).status).toBe(404)
    expect((await stranger.client.request('PATCH', `/api/pets/${petId}/weight-logs/${entry.id}`, { weight: 1 })).status).toBe(404)
    const other = (await (await client.post('/api/pets', { name: 'Other', species: 'cat' })).json()) as { id: string }
    expect((await client.request('DELETE', `/api/pets/${other.id}/weight-logs/${entry.id}`)).status).toBe(404)

    const viewer = await createTestUser(app)
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: user.id, memberUserId: viewer.user.id, name: 'Sitter', accessLevel: 'viewer', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
    expect((await viewer.client.get(`/api/pets/${petId}/weight-chart`)).status).toBe(200)
    expect(
      (await viewer.client.post(`/api/pets/${petId}/weight-logs`, { measuredAt: '2026-01-11', weight: 29, weightUnit: 'kg' })).status,
    ).toBe(403)
    expect(await petWeight(client, petId)).toBe('30 kg')
  })
})
