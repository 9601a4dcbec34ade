import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

type Result = {
  log: { id: string; breathsPerMinute: number; measuredAt: string }
  assessment: { level: string; message: string }
  threshold: number
  baseline: { rate: number; days: number } | null
}

const HOUR = 3_600_000
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString()
/** Noon UTC `days` days ago: one count per calendar day in Amsterdam, whatever the clock or DST. */
const noonDaysAgo = (days: number) => new Date(new Date().setUTCHours(12, 0, 0, 0) - days * 24 * HOUR).toISOString()
const count = (overrides: Record<string, unknown> = {}) => ({
  measuredAt: hoursAgo(1),
  breathCount: 10,
  durationSeconds: 30,
  method: 'counter',
  context: 'sleeping',
  ...overrides,
})

/** An owner in Amsterdam (UTC+1 in winter, +2 in summer) with a dog. */
async function ownerWithPet() {
  const owner = await createTestUser(app)
  await owner.client.request('PATCH', '/api/me', { timezone: 'Europe/Amsterdam' })
  const pet = (await (await owner.client.post('/api/pets', { name: 'Biscuit', species: 'dog' })).json()) as { id: string }
  return { ...owner, petId: pet.id }
}

async function logCount(client: TestClient, petId: string, body: Record<string, unknown>) {
  const response = await client.post(`/api/pets/${petId}/breathing-logs`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Result
}

async function shareWith(ownerId: string, memberId: string, petId: string, accessLevel: 'editor' | 'viewer') {
  const [member] = await db
    .insert(schema.householdMembers)
    .values({ userId: ownerId, memberUserId: memberId, name: 'Sitter', accessLevel, status: 'active' })
    .returning()
  await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
}

describe('breathing logs', () => {
  it('computes the rate on the server, from the counter or a manual entry, and lists the counts newest first', async () => {
    const { client, petId } = await ownerWithPet()
    const counted = await logCount(
      client,
      petId,
      count({ measuredAt: hoursAgo(3), breathCount: 12, durationSeconds: 30, notes: 'deep sleep' }),
    )
    expect(counted.log).toMatchObject({ breathsPerMinute: 24, method: 'counter', context: 'sleeping', notes: 'deep sleep' })
    expect(counted.assessment.level).toBe('normal')
    const manual = await logCount(
      client,
      petId,
      count({ measuredAt: hoursAgo(2), breathCount: 17, durationSeconds: 45, method: 'manual', context: 'resting' }),
    )
    expect(manual.log).toMatchObject({ breathsPerMinute: 22.7, method: 'manual', context: 'resting' })

    const { logs } = (await (await client.get(`/api/pets/${petId}/breathing-logs?days=7`)).json()) as { logs: { id: string }[] }
    expect(logs.map((l) => l.id)).toEqual([manual.log.id, counted.log.id])
  })

  it.each([
    ['a negative count', { breathCount: -3 }, 'breathCount', 'The count cannot be negative'],
    ['a counter duration of 20 s', { durationSeconds: 20 }, 'durationSeconds', 'Count for 15, 30 or 60 seconds'],
    [
      'a rate of 260/min',
      { breathCount: 130, durationSeconds: 30 },
      'breathCount',
      'A rate above 200 breaths per minute is not possible; please recount',
    ],
    [
      'a time in the future',
      { measuredAt: new Date(Date.now() + 2 * HOUR).toISOString() },
      'measuredAt',
      'The time cannot be in the future',
    ],
    ['a time without its offset', { measuredAt: '2026-01-05T07:30:00' }, 'measuredAt', 'Enter a date and time with its UTC offset'],
    ['a time in the year 0', { measuredAt: '0000-01-01T07:30:00Z' }, 'measuredAt', 'Enter a date from 1900 on'],
    ['a manual duration of 5 s', { method: 'manual', durationSeconds: 5 }, 'durationSeconds', 'Enter a duration from 10 to 300 seconds'],
  ])('refuses %s with a message on the field', async (_name, overrides, field, message) => {
    const { client, petId } = await ownerWithPet()
    const response = await client.post(`/api/pets/${petId}/breathing-logs`, count(overrides))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } })
    const { logs } = (await (await client.get(`/api/pets/${petId}/breathing-logs`)).json()) as { logs: unknown[] }
    expect(logs).toEqual([])
  })

  it('are edited with the rate computed again, re-checked as a whole, and deleted', async () => {
    const { client, petId } = await ownerWithPet()
    const { log } = await logCount(client, petId, count({ breathCount: 10, durationSeconds: 30 }))
    const edited = await client.request('PATCH', `/api/pets/${petId}/breathing-logs/${log.id}`, { breathCount: 9, durationSeconds: 15 })
    expect(edited.status).toBe(200)
    expect(((await edited.json()) as Result).log.breathsPerMinute).toBe(36)

    // A counter entry cannot take a manual-only duration, even when only the duration is sent.
    const bad = await client.request('PATCH', `/api/pets/${petId}/breathing-logs/${log.id}`, { durationSeconds: 45 })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { fields: { durationSeconds: 'Count for 15, 30 or 60 seconds' } } })

    expect((await client.request('DELETE', `/api/pets/${petId}/breathing-logs/${log.id}`)).status).toBe(204)
    expect((await client.request('DELETE', `/api/pets/${petId}/breathing-logs/${log.id}`)).status).toBe(404)
  })

  it('answer a date range in the owner’s calendar and refuse a bad range', async () => {
    const { client, petId } = await ownerWithPet()
    // 23:30 UTC on 5 January is already 6 January in Amsterdam.
    const lateEvening = await logCount(client, petId, count({ measuredAt: '2026-01-05T23:30:00Z' }))
    const morning = await logCount(client, petId, count({ measuredAt: '2026-01-05T07:30:00+01:00' }))
    await logCount(client, petId, count({ measuredAt: '2026-01-09T07:30:00+01:00' }))

    const ids = async (query: string) =>
      ((await (await client.get(`/api/pets/${petId}/breathing-logs?${query}`)).json()) as { logs: { id: string }[] }).logs.map((l) => l.id)
    expect(await ids('from=2026-01-05&to=2026-01-05')).toEqual([morning.log.id])
    expect(await ids('from=2026-01-06&to=2026-01-06')).toEqual([lateEvening.log.id])
    expect(await ids('from=2026-01-01&to=2026-01-08')).toEqual([lateEvening.log.id, morning.log.id])

    for (const [query, field, message] of [
      ['from=2026-01-08&to=2026-01-01', 'from', 'The start date must be on or before the end date'],
      ['from=2024-01-01&to=2026-01-01', 'to', 'A range is at most 400 days'],
      ['days=7&from=2026-01-01', 'days', 'Send either days or from/to, not both'],
      ['days=0', 'days', 'Choose a number of days from 1 to 400'],
      ['from=2026-02-30', 'from', 'Enter a date as YYYY-MM-DD'],
      ['from=0000-01-01&to=0000-01-02', 'from', 'Enter a date from 1900 on'],
    ]) {
      const response = await client.get(`/api/pets/${petId}/breathing-logs?${query}`)
      expect(response.status, query).toBe(400)
      expect(await response.json()).toMatchObject({ error: { fields: { [field!]: message } } })
    }
  })
})

describe('breathing assessment, settings and chart', () => {
  it('recounts above the pet’s own threshold and names the primary vet above 35', async () => {
    const { client, petId } = await ownerWithPet()
    expect(await (await client.get(`/api/pets/${petId}/breathing-settings`)).json()).toEqual({
      alertThreshold: 30,
      defaultDurationSeconds: 30,
      isCustom: false,
    })
    const saved = await client.request('PUT', `/api/pets/${petId}/breathing-settings`, { alertThreshold: 25, defaultDurationSeconds: 15 })
    expect(await saved.json()).toEqual({ alertThreshold: 25, defaultDurationSeconds: 15, isCustom: true })
    const refused = await client.request('PUT', `/api/pets/${petId}/breathing-settings`, { alertThreshold: 25, defaultDurationSeconds: 20 })
    expect(await refused.json()).toMatchObject({ error: { fields: { defaultDurationSeconds: 'Count for 15, 30 or 60 seconds' } } })

    const recount = await logCount(client, petId, count({ breathCount: 7, durationSeconds: 15 }))
    expect(recount).toMatchObject({ threshold: 25, log: { breathsPerMinute: 28 }, assessment: { level: 'recount' } })

    await client.request('PUT', `/api/pets/${petId}/care-team/primary-veterinarian`, { name: 'Dr. Reyes', phoneNumber: '+31 20 123 4567' })
    const vet = await logCount(client, petId, count({ breathCount: 20, durationSeconds: 30 }))
    expect(vet.assessment.level).toBe('contact_vet')
    expect(vet.assessment.message).toContain('Call Dr. Reyes on +31 20 123 4567.')
  })

  it('sets a baseline from the first week of sleeping counts and charts it with the threshold and daily averages', async () => {
    const { client, petId } = await ownerWithPet()
    // Eight nights at 20/min, three weeks ago: the baseline window is the 14 days from the first.
    for (let day = 20; day >= 13; day--) await logCount(client, petId, count({ measuredAt: noonDaysAgo(day), breathCount: 10 }))
    await logCount(client, petId, count({ measuredAt: noonDaysAgo(2), breathCount: 10, context: 'resting' }))
    // 26 is under the threshold of 30 but more than 25 % above 20: raised, once.
    const raised = await logCount(client, petId, count({ measuredAt: hoursAgo(1), breathCount: 13 }))
    expect(raised).toMatchObject({ baseline: { rate: 20, days: 8 }, log: { breathsPerMinute: 26 }, assessment: { level: 'raised' } })
    // A second raised count in a row: contact the vet.
    const again = await logCount(client, petId, count({ measuredAt: hoursAgo(0.5), breathCount: 14 }))
    expect(again.assessment.level).toBe('contact_vet')

    const chart = (await (await client.get(`/api/pets/${petId}/breathing-chart?days=30`)).json()) as {
      timeZone: string
      threshold: number
      baseline: { rate: number }
      points: { breathsPerMinute: number }[]
      dailyAverages: { date: string; average: number; count: number }[]
    }
    expect(chart).toMatchObject({ timeZone: 'Europe/Amsterdam', threshold: 30, baseline: { rate: 20 } })
    expect(chart.points.map((p) => p.breathsPerMinute)).toEqual([20, 20, 20, 20, 20, 20, 20, 20, 20, 26, 28])
    expect(chart.dailyAverages.reduce((sum, d) => sum + d.count, 0)).toBe(11)
    // Nine days at 20; the last two counts share a day (27) unless local midnight fell between them.
    expect(chart.dailyAverages.filter((d) => d.average === 20)).toHaveLength(9)
    expect([[27], [26, 28]]).toContainEqual(chart.dailyAverages.filter((d) => d.average !== 20).map((d) => d.average))
    expect(chart.dailyAverages.map((d) => d.date)).toEqual([...chart.dailyAverages.map((d) => d.date)].sort())
  })
})

describe('breathing access', () => {
  it('answers 404 for another user’s pet and logs, and for a log of another pet of the same owner', async () => {
    const { client, petId } = await ownerWithPet()
    const { log } = await logCount(client, petId, count())
    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/pets/${petId}/breathing-logs`)).status).toBe(404)
    expect((await stranger.client.get(`/api/pets/${petId}/breathing-chart`)).status).toBe(404)
    expect((await stranger.client.request('PATCH', `/api/pets/${petId}/breathing-logs/${log.id}`, { breathCount: 5 })).status).toBe(404)
    expect((await stranger.client.request('DELETE', `/api/pets/${petId}/breathing-logs/${log.id}`)).status).toBe(404)

    const other = (await (await client.post('/api/pets', { name: 'Other', species: 'cat' })).json()) as { id: string }
    const response = await client.request('DELETE', `/api/pets/${other.id}/breathing-logs/${log.id}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Breathing log not found' } })
  })

  it('lets a viewer read but not count, and asks for a session', async () => {
    const { client, user, petId } = await ownerWithPet()
    await logCount(client, petId, count())
    const viewer = await createTestUser(app)
    await shareWith(user.id, viewer.user.id, petId, 'viewer')
    expect((await viewer.client.get(`/api/pets/${petId}/breathing-logs`)).status).toBe(200)
    const write = await viewer.client.post(`/api/pets/${petId}/breathing-logs`, count())
    expect(write.status).toBe(403)
    expect((await viewer.client.request('PUT', `/api/pets/${petId}/breathing-settings`, { alertThreshold: 40 })).status).toBe(403)
    const anonymous = await app.request(`/api/pets/${petId}/breathing-logs`)
    expect(anonymous.status).toBe(401)
  })
})
