import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

type Log = {
  id: string
  conditionId: string
  loggedAt: string
  symptoms: Record<string, unknown>
  cibdai: { total: number; band: string; text: string } | null
  faecalScoreText: string | null
  notes: string | null
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
const calm = { attitudeActivity: 0, appetite: 0, vomiting: 1, stoolConsistency: 1, stoolFrequency: 0, weightLoss: 0 }
const ibd = (cibdai: Record<string, number> = calm, loggedAt = hoursAgo(1)) => ({
  conditionId: 'ibd',
  loggedAt,
  symptoms: { cibdai, faecalScore: 4, stoolCount: 3, vomitingCount: 1, appetite: 'reduced', energy: 'normal' },
})
const mvd = {
  conditionId: 'mvd',
  loggedAt: hoursAgo(2),
  symptoms: {
    coughing: 'occasional',
    coughingAtNight: true,
    breathingEffort: 'normal',
    exerciseTolerance: 'reduced',
    faintingOrCollapse: false,
    appetite: 'normal',
    restlessAtNight: false,
  },
  notes: 'Coughed twice after the walk',
}

/** A dog with the conditions the tests log: a log belongs to one of the pet's conditions. */
async function ownerWithPet(conditions: readonly string[] = ['mvd', 'ibd', 'arthritis', 'chronic_kidney_disease']) {
  const owner = await createTestUser(app)
  const pet = (await (await owner.client.post('/api/pets', { name: 'Mochi', species: 'dog' })).json()) as { id: string }
  for (const condition of conditions) {
    const response = await owner.client.post(`/api/pets/${pet.id}/conditions`, { condition })
    expect(response.status, await response.clone().text()).toBe(201)
  }
  return { ...owner, petId: pet.id }
}

async function logSymptoms(client: TestClient, petId: string, body: unknown) {
  const response = await client.post(`/api/pets/${petId}/symptom-logs`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Log
}

describe('symptom logs', () => {
  it('keep MVD, IBD (with the CIBDAI total and its meaning) and any other condition’s own measures', async () => {
    const { client, petId } = await ownerWithPet()
    const heart = await logSymptoms(client, petId, mvd)
    expect(heart).toMatchObject({
      conditionId: 'mvd',
      symptoms: mvd.symptoms,
      notes: 'Coughed twice after the walk',
      cibdai: null,
      faecalScoreText: null,
    })

    const gut = await logSymptoms(client, petId, ibd({ ...calm, appetite: 2, stoolFrequency: 2 }))
    expect(gut.cibdai).toEqual({ total: 6, band: 'active', text: 'At least mild disease activity (5 or more)' })
    expect(gut.faecalScoreText).toBe('Very moist, loses its form when picked up')
    expect((await logSymptoms(client, petId, ibd())).cibdai).toMatchObject({ total: 2, band: 'remission' })

    const other = await logSymptoms(client, petId, {
      conditionId: 'arthritis',
      loggedAt: hoursAgo(3),
      symptoms: { symptom: 'Stiff after rest', severity: 3 },
    })
    expect(other.symptoms).toEqual({ symptom: 'Stiff after rest', severity: 3 })
  })

  it.each([
    ['a CIBDAI item of 4', ibd({ ...calm, vomiting: 4 }), 'symptoms.cibdai.vomiting', 'Each CIBDAI score is 0 to 3'],
    [
      'a faecal score of 8',
      { ...ibd(), symptoms: { ...ibd().symptoms, faecalScore: 8 } },
      'symptoms.faecalScore',
      'Choose a faecal score from 1 to 7',
    ],
    [
      'a severity of 6',
      { conditionId: 'ckd', loggedAt: hoursAgo(1), symptoms: { symptom: 'Thirst', severity: 6 } },
      'symptoms.severity',
      'Choose a severity from 1 to 5',
    ],
    [
      'a negative stool count',
      { ...ibd(), symptoms: { ...ibd().symptoms, stoolCount: -1 } },
      'symptoms.stoolCount',
      'The count cannot be negative',
    ],
    ['a date in the year 0', ibd(calm, '0000-01-01T09:00:00Z'), 'loggedAt', 'Enter a date from 1900 on'],
    ['a date in the future', ibd(calm, new Date(Date.now() + 3_600_000).toISOString()), 'loggedAt', 'The time cannot be in the future'],
  ])('refuses %s with a message on the field', async (_name, body, field, message) => {
    const { client, petId } = await ownerWithPet()
    const response = await client.post(`/api/pets/${petId}/symptom-logs`, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } })
  })

  it('list one condition or all, newest first, within a date range', async () => {
    const { client, petId } = await ownerWithPet()
    const older = await logSymptoms(client, petId, ibd(calm, '2026-01-10T09:00:00Z'))
    const newer = await logSymptoms(client, petId, ibd(calm, '2026-01-12T09:00:00Z'))
    const heart = await logSymptoms(client, petId, { ...mvd, loggedAt: '2026-01-11T09:00:00Z' })
    const ids = async (query: string) =>
      ((await (await client.get(`/api/pets/${petId}/symptom-logs?${query}`)).json()) as { logs: Log[] }).logs.map((l) => l.id)
    expect(await ids('conditionId=ibd&from=2026-01-01&to=2026-01-31')).toEqual([newer.id, older.id])
    expect(await ids('from=2026-01-11&to=2026-01-31')).toEqual([newer.id, heart.id])
    expect(await ids('conditionId=ibd&from=2026-01-11&to=2026-01-11')).toEqual([])
    expect((await client.get(`/api/pets/${petId}/symptom-logs?from=2026-01-31&to=2026-01-01`)).status).toBe(400)
  })

  it('are edited against their condition’s measures, and deleted', async () => {
    const { client, petId } = await ownerWithPet()
    const log = await logSymptoms(client, petId, ibd())
    const path = `/api/pets/${petId}/symptom-logs/${log.id}`
    const edited = await client.request('PATCH', path, {
      symptoms: ibd({ ...calm, weightLoss: 3, appetite: 1 }).symptoms,
      notes: 'Lost 200 g',
    })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ notes: 'Lost 200 g', cibdai: { total: 6, band: 'active' } })

    // The log stays an IBD log: MVD measures are not IBD measures.
    const wrong = await client.request('PATCH', path, { symptoms: mvd.symptoms })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: { fields: { 'symptoms.cibdai': 'Score the six CIBDAI items' } } })
    expect((await client.request('PATCH', path, { conditionId: 'mvd' })).status).toBe(400)

    expect((await client.request('DELETE', path)).status).toBe(204)
    expect((await client.request('PATCH', path, { notes: 'gone' })).status).toBe(404)
  })

  it('chart each measure of a condition over 7, 30 or 90 days, oldest first', async () => {
    const { client, petId } = await ownerWithPet()
    await logSymptoms(client, petId, ibd({ ...calm, appetite: 3 }, hoursAgo(50)))
    await logSymptoms(client, petId, ibd(calm, hoursAgo(26)))
    await logSymptoms(client, petId, ibd(calm, hoursAgo(24 * 40)))
    const trend = (await (await client.get(`/api/pets/${petId}/symptom-trend?conditionId=ibd&days=30`)).json()) as {
      measures: { key: string; max: number; points: { value: number }[] }[]
    }
    expect(trend.measures.map((m) => m.key)).toEqual(['cibdaiTotal', 'faecalScore', 'stoolCount', 'vomitingCount'])
    expect(trend.measures[0]).toMatchObject({ max: 18, points: [{ value: 5 }, { value: 2 }] })
    const ninety = (await (await client.get(`/api/pets/${petId}/symptom-trend?conditionId=ibd&days=90`)).json()) as typeof trend
    expect(ninety.measures[0]!.points.map((p) => p.value)).toEqual([2, 5, 2])
    expect((await client.get(`/api/pets/${petId}/symptom-trend?days=30`)).status).toBe(400)
  })

  it("keep an older client's 'ckd' under chronic_kidney_disease, and each custom condition's own log and trend", async () => {
    const { client, petId } = await ownerWithPet()
    const kidneys = await logSymptoms(client, petId, {
      conditionId: 'ckd',
      loggedAt: hoursAgo(3),
      symptoms: { symptom: 'Thirst', severity: 3 },
    })
    expect(kidneys.conditionId).toBe('chronic_kidney_disease')
    const addOther = async (otherName: string) =>
      ((await (await client.post(`/api/pets/${petId}/conditions`, { condition: 'other', otherName })).json()) as { conditionId: string })
        .conditionId
    const murmur = await addOther('Heart murmur')
    const patella = await addOther('Luxating patella')
    await logSymptoms(client, petId, { conditionId: murmur, loggedAt: hoursAgo(2), symptoms: { symptom: 'Cough', severity: 2 } })
    await logSymptoms(client, petId, { conditionId: patella, loggedAt: hoursAgo(1), symptoms: { symptom: 'Skipping', severity: 4 } })
    const trendOf = async (conditionId: string) =>
      (await (await client.get(`/api/pets/${petId}/symptom-trend?conditionId=${conditionId}&days=7`)).json()) as {
        conditionId: string
        measures: { key: string; points: { value: number; note: string | null }[] }[]
      }
    expect(await trendOf('ckd')).toMatchObject({
      conditionId: 'chronic_kidney_disease',
      measures: [{ points: [{ value: 3, note: 'Thirst' }] }],
    })
    expect((await trendOf(murmur)).measures[0]!.points).toEqual([expect.objectContaining({ value: 2, note: 'Cough' })])
    expect((await trendOf(patella)).measures[0]!.points).toEqual([expect.objectContaining({ value: 4, note: 'Skipping' })])
  })
})

describe('a symptom log belongs to one of the pet’s conditions', () => {
  it('refuses an identifier that is no condition (400) and one the pet does not have (404)', async () => {
    const { client, petId } = await ownerWithPet(['arthritis'])
    const unknown = await client.post(`/api/pets/${petId}/symptom-logs`, { ...mvd, conditionId: 'not-a-condition' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({
      error: { code: 'VALIDATION', fields: { conditionId: 'Choose a condition from the list' } },
    })
    const notHers = await client.post(`/api/pets/${petId}/symptom-logs`, mvd)
    expect(notHers.status).toBe(404)
    expect(await notHers.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'This pet has no such condition' } })
    // Another pet's custom condition is not this pet's, even of the same owner.
    const other = (await (await client.post('/api/pets', { name: 'Other', species: 'cat' })).json()) as { id: string }
    const itch = (await (await client.post(`/api/pets/${other.id}/conditions`, { condition: 'other', otherName: 'Itch' })).json()) as {
      conditionId: string
    }
    const custom = { conditionId: itch.conditionId, loggedAt: hoursAgo(1), symptoms: { symptom: 'Scratching', severity: 2 } }
    expect((await client.post(`/api/pets/${petId}/symptom-logs`, custom)).status).toBe(404)
    expect((await client.post(`/api/pets/${other.id}/symptom-logs`, custom)).status).toBe(201)
    const { logs } = (await (await client.get(`/api/pets/${petId}/symptom-logs?days=7`)).json()) as { logs: Log[] }
    expect(logs).toEqual([])
    expect((await client.get(`/api/pets/${petId}/symptom-logs?conditionId=not-a-condition`)).status).toBe(400)
    expect((await client.get(`/api/pets/${petId}/symptom-trend?conditionId=not-a-condition`)).status).toBe(400)
    // A resolved condition keeps its log.
    await logSymptoms(client, petId, { conditionId: 'arthritis', loggedAt: hoursAgo(1), symptoms: { symptom: 'Stiff', severity: 2 } })
  })
})

describe('symptom log access', () => {
  it('answers 404 to another user and for a log of another pet, and 403 to a viewer writing', async () => {
    const { client, user, petId } = await ownerWithPet()
    const log = await logSymptoms(client, petId, mvd)
    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/pets/${petId}/symptom-logs`)).status).toBe(404)
    expect((await stranger.client.request('DELETE', `/api/pets/${petId}/symptom-logs/${log.id}`)).status).toBe(404)

    const second = (await (await client.post('/api/pets', { name: 'Second', species: 'dog' })).json()) as { id: string }
    expect((await client.request('PATCH', `/api/pets/${second.id}/symptom-logs/${log.id}`, { notes: 'x' })).status).toBe(404)

    const viewer = await createTestUser(app)
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: user.id, memberUserId: viewer.user.id, name: 'Sitter', accessLevel: 'viewer', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
    const { logs } = (await (await viewer.client.get(`/api/pets/${petId}/symptom-logs?days=7`)).json()) as { logs: Log[] }
    expect(logs.map((l) => l.id)).toEqual([log.id])
    const write = await viewer.client.post(`/api/pets/${petId}/symptom-logs`, mvd)
    expect(write.status).toBe(403)
    expect(await write.json()).toMatchObject({ error: { message: 'You can view this pet but not change it.' } })
  })
})
