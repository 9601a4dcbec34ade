import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

// A count from the Breath Monitor's camera mode: method 'camera' with the counter's confidence,
// stored, answered and judged like any other count (docs/product/breathing.md#counting-with-the-camera).

const { app, db } = await createTestApp()

type Log = { id: string; method: string; confidence: number | null; breathsPerMinute: number; durationSeconds: number }
type Result = { log: Log; assessment: { level: string } }

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const cameraCount = (overrides: Record<string, unknown> = {}) => ({
  measuredAt: minutesAgo(30),
  breathCount: 11,
  durationSeconds: 30,
  method: 'camera',
  confidence: 0.82,
  context: 'sleeping',
  ...overrides,
})

async function ownerWithPet() {
  const owner = await createTestUser(app)
  const pet = (await (await owner.client.post('/api/pets', { name: 'Biscuit', species: 'dog' })).json()) as { id: string }
  return { ...owner, petId: pet.id }
}

async function post(client: TestClient, petId: string, body: Record<string, unknown>) {
  return client.post(`/api/pets/${petId}/breathing-logs`, body)
}

describe('camera counts', () => {
  it('are stored with their confidence, listed, charted and on the dashboard like any count', async () => {
    const { client, petId } = await ownerWithPet()
    const response = await post(client, petId, cameraCount())
    expect(response.status, await response.clone().text()).toBe(201)
    const saved = (await response.json()) as Result
    expect(saved.log).toMatchObject({ method: 'camera', confidence: 0.82, breathsPerMinute: 22, durationSeconds: 30 })
    expect(saved.assessment.level).toBe('normal')

    const { logs } = (await (await client.get(`/api/pets/${petId}/breathing-logs?days=7`)).json()) as { logs: Log[] }
    expect(logs).toEqual([expect.objectContaining({ id: saved.log.id, method: 'camera', confidence: 0.82 })])
    const chart = (await (await client.get(`/api/pets/${petId}/breathing-chart?days=7`)).json()) as {
      points: { breathsPerMinute: number }[]
    }
    expect(chart.points.map((p) => p.breathsPerMinute)).toEqual([22])
    const dashboard = await (await client.get(`/api/pets/${petId}/dashboard`)).json()
    expect(JSON.stringify(dashboard)).toContain('"breathsPerMinute":22')
  })

  it('are judged like any count: above 35 a minute is "contact your vet" and alerts the household', async () => {
    const { client, petId } = await ownerWithPet()
    const saved = (await (await post(client, petId, cameraCount({ breathCount: 20, confidence: 0.7 }))).json()) as Result
    expect(saved).toMatchObject({ log: { breathsPerMinute: 40, method: 'camera' }, assessment: { level: 'contact_vet' } })
    const { inbox } = (await (await client.get('/api/notifications')).json()) as { inbox: { kind: string }[] }
    expect(inbox.filter((item) => item.kind === 'breathing_alert')).toHaveLength(1)
  })

  it('keeps its confidence to three decimals and answers a count sent again from the stored row', async () => {
    const { client, petId } = await ownerWithPet()
    const body = cameraCount({ id: randomUUID(), confidence: 0.87654 })
    expect((await post(client, petId, body)).status).toBe(201)
    const again = await post(client, petId, body)
    expect(again.status).toBe(200)
    expect(((await again.json()) as Result).log.confidence).toBe(0.877)
  })

  it.each([
    ['without its confidence', { confidence: undefined }, 'confidence', 'A camera count needs its confidence'],
    ['with a confidence above 1', { confidence: 1.5 }, 'confidence', 'The confidence is at most 1'],
    ['with a negative confidence', { confidence: -0.2 }, 'confidence', 'The confidence is at least 0'],
    ['of 45 s', { durationSeconds: 45 }, 'durationSeconds', 'Count for 15, 30 or 60 seconds'],
    ['from the counter with a confidence', { method: 'counter' }, 'confidence', 'Only a camera count has a confidence'],
    ['typed in with a confidence', { method: 'manual', durationSeconds: 45 }, 'confidence', 'Only a camera count has a confidence'],
  ])('refuses a count %s', async (_name, overrides, field, message) => {
    const { client, petId } = await ownerWithPet()
    const response = await post(client, petId, cameraCount(overrides))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } })
  })

  it('changed to another method loses its confidence; a count changed to camera needs one', async () => {
    const { client, petId } = await ownerWithPet()
    const { log } = (await (await post(client, petId, cameraCount())).json()) as Result
    const path = `/api/pets/${petId}/breathing-logs/${log.id}`
    const noted = await client.request('PATCH', path, { notes: 'Dreaming halfway' })
    expect(((await noted.json()) as Result).log).toMatchObject({ method: 'camera', confidence: 0.82 })

    const manual = await client.request('PATCH', path, { method: 'manual' })
    expect(manual.status).toBe(200)
    expect(((await manual.json()) as Result).log).toMatchObject({ method: 'manual', confidence: null })

    const bare = await client.request('PATCH', path, { method: 'camera' })
    expect(await bare.json()).toMatchObject({ error: { fields: { confidence: 'A camera count needs its confidence' } } })
    const camera = await client.request('PATCH', path, { method: 'camera', confidence: 0.6 })
    expect(((await camera.json()) as Result).log).toMatchObject({ method: 'camera', confidence: 0.6 })
  })

  it('cannot be stored without a confidence, nor another count with one (check constraints)', async () => {
    const { user, petId } = await ownerWithPet()
    const row = { petId, recordedBy: user.id, measuredAt: new Date(), breathCount: 10, durationSeconds: 30, breathsPerMinute: 20 }
    const insert = (values: Partial<typeof schema.breathingRateLogs.$inferInsert>) =>
      db.insert(schema.breathingRateLogs).values({ ...row, context: 'sleeping', method: 'counter', ...values })
    await expect(insert({ method: 'camera' })).rejects.toThrow()
    await expect(insert({ method: 'counter', confidence: 0.5 })).rejects.toThrow()
    await expect(insert({ method: 'camera', confidence: 1.2 })).rejects.toThrow()
    await insert({ method: 'camera', confidence: 0.5 })
    const stored = await db.select().from(schema.breathingRateLogs).where(eq(schema.breathingRateLogs.petId, petId))
    expect(stored.map((r) => [r.method, r.confidence])).toEqual([['camera', 0.5]])
  })
})
