import { dashboardSchema, type Dashboard } from '@pawpulse/domain/dashboard-api'
import { describe, expect, it } from 'vitest'
import { loadChartPoints } from '#server/features/breathing/chart.ts'
import { createTestApp, createTestUser, type TestApp, type TestClient } from './test-app'

// The hot reads are statements built once per database and run with placeholders (decision 065).
// What could go wrong with that: a statement kept from another database, or one that remembers
// the last caller's pet, user, day or range. Two apps on two databases in one process, as the
// test files run.
const first = await createTestApp()
const second = await createTestApp()

const DAY = 24 * 3_600_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

async function created(response: Response) {
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as { id: string }
}

/** An owner in `timezone` and `unitSystem` with one pet, its latest count `breathCount` per 30 s and one weight. */
async function ownerWithPet(
  app: TestApp,
  name: string,
  options: { timezone: string; unitSystem: 'metric' | 'imperial'; breathCount: number },
) {
  const { client } = await createTestUser(app)
  expect((await client.request('PATCH', '/api/me', { timezone: options.timezone, unitSystem: options.unitSystem })).status).toBe(200)
  const pet = await created(await client.post('/api/pets', { name, species: 'dog' }))
  const at = (path: string) => `/api/pets/${pet.id}/${path}`
  await created(await client.post(at('conditions'), { condition: 'mvd' }))
  await created(
    await client.post(at('breathing-logs'), {
      measuredAt: daysAgo(0.1),
      breathCount: options.breathCount,
      durationSeconds: 30,
      method: 'counter',
    }),
  )
  await created(await client.post(at('weight-logs'), { measuredAt: daysAgo(1), weight: 10, weightUnit: 'kg' }))
  return { client, petId: pet.id, name, ...options }
}

async function dashboardOf(client: TestClient, petId: string): Promise<Dashboard> {
  const response = await client.get(`/api/pets/${petId}/dashboard`)
  expect(response.status).toBe(200)
  return dashboardSchema.parse(await response.json())
}

/** What must be the caller's own in a dashboard: the pet, the zone, the units, the latest count. */
const expectOwn = (dashboard: Dashboard, owner: Awaited<ReturnType<typeof ownerWithPet>>) =>
  expect({
    id: dashboard.pet.id,
    name: dashboard.pet.name,
    timeZone: dashboard.timeZone,
    unit: dashboard.weight.unit,
    rate: dashboard.breathing.latest?.breathsPerMinute,
  }).toEqual({
    id: owner.petId,
    name: owner.name,
    timeZone: owner.timezone,
    unit: owner.unitSystem === 'metric' ? 'kg' : 'lb',
    rate: owner.breathCount * 2,
  })

describe('prepared queries (decision 065)', () => {
  it('answer each app from its own database', async () => {
    const ada = await ownerWithPet(first.app, 'Ada', { timezone: 'Europe/London', unitSystem: 'metric', breathCount: 10 })
    const bo = await ownerWithPet(second.app, 'Bo', { timezone: 'Asia/Tokyo', unitSystem: 'imperial', breathCount: 12 })
    for (let round = 0; round < 2; round++) {
      expectOwn(await dashboardOf(ada.client, ada.petId), ada)
      expectOwn(await dashboardOf(bo.client, bo.petId), bo)
    }
    // The other database has no such pet: the access check ran on the app's own.
    expect((await ada.client.get(`/api/pets/${bo.petId}/dashboard`)).status).toBe(404)
    expect((await bo.client.get(`/api/pets/${ada.petId}/dashboard`)).status).toBe(404)
  })

  it('answer each caller with their own pet, one after another and at once', async () => {
    const owners = await Promise.all([
      ownerWithPet(first.app, 'Cleo', { timezone: 'America/New_York', unitSystem: 'imperial', breathCount: 9 }),
      ownerWithPet(first.app, 'Dot', { timezone: 'Australia/Sydney', unitSystem: 'metric', breathCount: 14 }),
      ownerWithPet(first.app, 'Eli', { timezone: 'UTC', unitSystem: 'metric', breathCount: 11 }),
    ])
    for (const owner of owners) expectOwn(await dashboardOf(owner.client, owner.petId), owner)
    const callers = Array.from({ length: 4 }, () => owners).flat()
    const answers = await Promise.all(callers.map((owner) => dashboardOf(owner.client, owner.petId)))
    answers.forEach((answer, i) => expectOwn(answer, callers[i]!))
    // A pet that is not the caller's is still nobody's business.
    expect((await owners[0]!.client.get(`/api/pets/${owners[1]!.petId}/dashboard`)).status).toBe(404)
  })

  it('read the days asked for, not the ones asked for before', async () => {
    const { client } = await createTestUser(first.app)
    const pet = await created(await client.post('/api/pets', { name: 'Fig', species: 'cat' }))
    for (const [days, breathCount] of [
      [10, 10],
      [2, 13],
    ] as const)
      await created(
        await client.post(`/api/pets/${pet.id}/breathing-logs`, {
          measuredAt: daysAgo(days),
          breathCount,
          durationSeconds: 30,
          method: 'counter',
        }),
      )
    const day = (days: number) => daysAgo(days).slice(0, 10)
    const rates = async (from: string, to: string) =>
      (await loadChartPoints(first.db, pet.id, { from, to }, 'UTC')).map((point) => point.breathsPerMinute)
    expect(await rates(day(4), day(0))).toEqual([26])
    expect(await rates(day(12), day(8))).toEqual([20])
    expect(await rates(day(12), day(0))).toEqual([20, 26])
    expect(await rates(day(7), day(5))).toEqual([])
  })
})
