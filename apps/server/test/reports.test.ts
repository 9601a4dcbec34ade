import { localDate, localToday } from '@pawpulse/domain/time-zone'
import { describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import * as schema from '#server/db/schema.ts'
import { buildReport } from '#server/features/reports/build-report.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

const DAY = 86_400_000
/** Noon UTC `days` ago, as the API takes it. */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10) + 'T12:00:00Z'

async function ownerWithPet(name = 'Biscuit') {
  const owner = await createTestUser(app)
  await owner.client.request('PATCH', '/api/me', { timezone: 'UTC', unitSystem: 'metric' })
  const pet = (await (
    await owner.client.post('/api/pets', {
      name,
      species: 'dog',
      weight: 20,
      weightUnit: 'kg',
      microchipped: true,
      microchipId: '985112345678901',
    })
  ).json()) as { id: string }
  return { ...owner, petId: pet.id }
}

async function ok(response: Response, status = 201) {
  expect(response.status, await response.clone().text()).toBe(status)
  return response.json() as Promise<Record<string, unknown> & { id: string }>
}

async function seedHealth(client: TestClient, petId: string) {
  for (const [day, count, notes] of [
    [3, 10, null],
    [2, 16, 'Restless after a walk'],
    [1, 20, null],
  ] as const) {
    await ok(
      await client.post(`/api/pets/${petId}/breathing-logs`, {
        measuredAt: daysAgo(day),
        breathCount: count,
        durationSeconds: 30,
        method: 'counter',
        context: 'sleeping',
        notes,
      }),
    )
  }
  await ok(
    await client.post(`/api/pets/${petId}/weight-logs`, { measuredAt: daysAgo(20), weight: 20, weightUnit: 'kg', bodyConditionScore: 5 }),
  )
  await ok(
    await client.post(`/api/pets/${petId}/weight-logs`, { measuredAt: daysAgo(2), weight: 21, weightUnit: 'kg', bodyConditionScore: 6 }),
  )
  await ok(await client.post(`/api/pets/${petId}/conditions`, { condition: 'ibd' }))
  const ibd = (day: number, scores: number[], faecalScore: number) =>
    client.post(`/api/pets/${petId}/symptom-logs`, {
      conditionId: 'ibd',
      loggedAt: daysAgo(day),
      symptoms: {
        cibdai: {
          attitudeActivity: scores[0],
          appetite: scores[1],
          vomiting: scores[2],
          stoolConsistency: scores[3],
          stoolFrequency: scores[4],
          weightLoss: scores[5],
        },
        faecalScore,
        stoolCount: 2,
        vomitingCount: 0,
        appetite: 'normal',
        energy: 'normal',
      },
    })
  await ok(await ibd(5, [1, 1, 1, 1, 1, 1], 5))
  await ok(await ibd(1, [0, 1, 0, 1, 0, 0], 2))
  const start = daysAgo(9).slice(0, 10)
  const medication = await ok(
    await client.post(`/api/pets/${petId}/medications`, {
      name: 'Budesonide',
      dosage: '1 mg',
      startDate: start,
      schedule: { frequency: 'once_daily' },
    }),
  )
  for (const day of [8, 6, 4])
    await ok(await client.post(`/api/pets/${petId}/medications/${medication.id}/doses`, { givenAt: daysAgo(day) }))
  await ok(
    await client.post(`/api/pets/${petId}/treatments`, {
      productName: 'NexGard',
      treatmentType: 'flea_tick',
      frequency: 'monthly',
      givenOn: daysAgo(45).slice(0, 10),
    }),
  )
}

type Report = Record<string, unknown> & {
  sections: string[]
  range: { from: string; to: string; label: string }
  breathing: { threshold: number; points: { breathsPerMinute: number }[]; dailyValues: unknown[]; assessment: Record<string, number> }
  weight: { unit: string; change: { change: number; percent: number } | null; latestBodyCondition: { score: string } | null }
  medications: { name: string; doses: { given: number; expected: number | null } }[]
  symptoms: {
    conditionId: string
    count: number
    ibd: { latestCibdai: { total: number; text: string }; highestCibdai: number; averageFaecal: number } | null
  }[]
  treatments: { productName: string; dueStatus: string }[]
  profile: { microchipId: string | null; weight: number | null; weightUnit: string }
  notes: { at: string; source: string; text: string }[]
  diet: unknown
  behavior: unknown
}

describe('live report', () => {
  it('builds every section from the logs of the range', async () => {
    const { client, petId } = await ownerWithPet()
    await seedHealth(client, petId)
    const report = (await ok(await client.get(`/api/pets/${petId}/report?days=30`), 200)) as unknown as Report
    expect(report.range.label).toBe('Last 30 days')
    expect(report.pet).toEqual({ name: 'Biscuit', species: 'dog', hasPhoto: false })
    expect(report.profile).toMatchObject({ microchipId: '985112345678901', weight: 21, weightUnit: 'kg' })
    // 20, 32 and 40 per minute against the default threshold 30: two above it, 40 is "contact the vet".
    expect(report.breathing.points.map((p) => p.breathsPerMinute)).toEqual([20, 32, 40])
    expect(report.breathing.threshold).toBe(30)
    expect(report.breathing.dailyValues).toHaveLength(3)
    expect(report.breathing.assessment).toEqual({ total: 3, aboveThreshold: 2, raised: 0, contactVet: 1 })
    expect(report.weight.change).toEqual({ change: 1, percent: 5, from: 20, to: 21 })
    expect(report.weight.latestBodyCondition).toEqual({ score: '6/9', label: 'Overweight' })
    // Started 9 days ago, once a day: 10 doses expected up to today, 3 given.
    expect(report.medications).toMatchObject([{ name: 'Budesonide', doses: { given: 3, expected: 10 } }])
    expect(report.symptoms).toMatchObject([
      {
        conditionId: 'ibd',
        count: 2,
        ibd: { latestCibdai: { total: 2, text: 'In remission range (under 4)' }, highestCibdai: 6, averageFaecal: 3.5 },
      },
    ])
    expect(report.treatments).toMatchObject([{ productName: 'NexGard', dueStatus: 'overdue' }])
    expect(report.notes).toEqual([expect.objectContaining({ source: 'breathing', text: 'Restless after a walk' })])
    // Nothing saved for diet and behaviour: the sections say so rather than inventing values.
    expect(report.diet).toBeNull()
    expect(report.behavior).toBeNull()
  })

  it('expects the doses of a medication with no start date from the day it was added, as its reminder counts them', async () => {
    const { client, petId } = await ownerWithPet()
    await ok(await client.post(`/api/pets/${petId}/medications`, { name: 'Pimobendan', schedule: { frequency: 'twice_daily' } }))
    const report = (await ok(await client.get(`/api/pets/${petId}/report?days=30`), 200)) as unknown as Report
    // Added today: today's two doses, not thirty days of them.
    expect(report.medications).toMatchObject([{ name: 'Pimobendan', doses: { given: 0, expected: 2 } }])
  })

  it('lists each vaccine by its latest dose, soonest due first, with the doses given in the range', async () => {
    const { client, petId } = await ownerWithPet()
    const day = (n: number) => daysAgo(n).slice(0, 10)
    const later = (n: number) => daysAgo(-n).slice(0, 10)
    const vaccinate = async (body: Record<string, unknown>) => ok(await client.post(`/api/pets/${petId}/vaccinations`, body))
    // Rabies twice: the dose 390 days ago is superseded by the one 10 days ago (the only one in the range).
    await vaccinate({ vaccineKey: 'rabies', givenOn: day(390), nextDueOn: day(25), clinic: 'Old Town Vets' })
    await vaccinate({
      vaccineKey: 'rabies',
      givenOn: day(10),
      nextDueOn: later(355),
      clinic: 'Harbour Vets',
      batchNumber: 'RB-2291',
      notes: 'Slight swelling at the site the next day',
    })
    // DAPP three years ago, due again last week: overdue, and no dose of it in the range.
    await vaccinate({ vaccineKey: 'dapp', givenOn: day(1090), nextDueOn: day(7) })
    await vaccinate({ vaccineKey: 'leptospirosis', givenOn: day(340), nextDueOn: later(20) })
    await vaccinate({ vaccineName: 'Giardia', givenOn: day(5), nextDueOn: null })

    const report = (await ok(await client.get(`/api/pets/${petId}/report?days=30&sections=vaccinations`), 200)) as unknown as {
      sections: string[]
      vaccinations: Record<string, unknown>[]
    }
    expect(report.sections).toEqual(['vaccinations'])
    expect(report.vaccinations).toEqual([
      {
        vaccineName: 'DAPP (distemper, adenovirus, parvovirus, parainfluenza)',
        core: true,
        lastGiven: day(1090),
        nextDue: day(7),
        status: 'overdue',
        daysUntilDue: -7,
        clinic: null,
        batchNumber: null,
        dosesInRange: [],
      },
      expect.objectContaining({ vaccineName: 'Leptospirosis', core: false, status: 'due_soon', daysUntilDue: 20, dosesInRange: [] }),
      {
        vaccineName: 'Rabies',
        core: true,
        lastGiven: day(10),
        nextDue: later(355),
        status: 'ok',
        daysUntilDue: 355,
        clinic: 'Harbour Vets',
        batchNumber: 'RB-2291',
        dosesInRange: [{ givenOn: day(10), clinic: 'Harbour Vets', batchNumber: 'RB-2291' }],
      },
      expect.objectContaining({ vaccineName: 'Giardia', core: null, nextDue: null, status: 'none', daysUntilDue: null }),
    ])

    // A year's range holds both rabies doses, newest first.
    const year = (await ok(await client.get(`/api/pets/${petId}/report?days=400&sections=vaccinations`), 200)) as unknown as {
      vaccinations: { vaccineName: string; dosesInRange: { givenOn: string }[] }[]
    }
    expect(year.vaccinations.find((v) => v.vaccineName === 'Rabies')?.dosesInRange.map((d) => d.givenOn)).toEqual([day(10), day(390)])

    // The dose's note is among the owner's notes of the range.
    const notes = (await ok(await client.get(`/api/pets/${petId}/report?days=30&sections=notes`), 200)) as unknown as Report
    expect(notes.notes).toEqual([expect.objectContaining({ source: 'vaccination', text: 'Slight swelling at the site the next day' })])

    // Without the section, not a word of it.
    const without = (await ok(await client.get(`/api/pets/${petId}/report?days=30&sections=weight`), 200)) as Record<string, unknown>
    expect(without).not.toHaveProperty('vaccinations')
  })

  it("dates a treatment's or vaccination's note on its own day on the owner's clock, west of UTC too", async () => {
    const { client, petId } = await ownerWithPet()
    await client.request('PATCH', '/api/me', { timezone: 'America/Los_Angeles' })
    const given = localToday('America/Los_Angeles', new Date(Date.now() - 5 * DAY))
    await ok(await client.post(`/api/pets/${petId}/vaccinations`, { vaccineKey: 'rabies', givenOn: given, notes: 'Sleepy that evening' }))
    await ok(
      await client.post(`/api/pets/${petId}/treatments`, {
        productName: 'NexGard',
        treatmentType: 'flea_tick',
        frequency: 'monthly',
        givenOn: given,
        notes: 'Given with breakfast',
      }),
    )
    const report = (await ok(await client.get(`/api/pets/${petId}/report?days=30&sections=notes`), 200)) as unknown as Report
    expect(report.notes.map((n) => [n.source, localDate(new Date(n.at), 'America/Los_Angeles')]).sort()).toEqual([
      ['treatment', given],
      ['vaccination', given],
    ])
  })

  it('says a pet without vaccinations has none, with the section chosen', async () => {
    const { client, petId } = await ownerWithPet()
    const report = (await ok(await client.get(`/api/pets/${petId}/report?sections=vaccinations`), 200)) as Record<string, unknown>
    expect(report.vaccinations).toEqual([])
  })

  it('carries only the chosen sections', async () => {
    const { client, petId } = await ownerWithPet()
    await seedHealth(client, petId)
    const report = (await ok(await client.get(`/api/pets/${petId}/report?days=90&sections=weight,breathing`), 200)) as unknown as Report
    expect(report.sections).toEqual(['breathing', 'weight'])
    expect(Object.keys(report).sort()).toEqual(['breathing', 'generatedAt', 'pet', 'range', 'sections', 'timeZone', 'weight'])
  })

  it('answers a fixed range by its dates', async () => {
    const { client, petId } = await ownerWithPet()
    await seedHealth(client, petId)
    const from = daysAgo(2).slice(0, 10)
    const to = daysAgo(1).slice(0, 10)
    const report = (await ok(
      await client.get(`/api/pets/${petId}/report?from=${from}&to=${to}&sections=breathing`),
      200,
    )) as unknown as Report
    expect(report.range).toEqual({ from, to, label: `${from} to ${to}` })
    // The count before the range (20/min) is not in it.
    expect(report.breathing.points.map((p) => p.breathsPerMinute)).toEqual([32, 40])
  })

  it.each([
    ['sections=owner_email', 'sections'],
    ['days=0', 'days'],
    ['from=2026-02-01&to=2026-01-01', 'from'],
  ])('refuses %s', async (query, field) => {
    const { client, petId } = await ownerWithPet()
    const response = await client.get(`/api/pets/${petId}/report?${query}`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(field)
  })

  it('answers 404 for a stranger’s pet', async () => {
    const { petId } = await ownerWithPet()
    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/pets/${petId}/report`)).status).toBe(404)
    expect((await stranger.client.get(`/api/pets/${petId}/report?sections=vaccinations`)).status).toBe(404)
    expect((await stranger.client.get(`/api/pets/${petId}/report.csv?log=vaccinations`)).status).toBe(404)
  })
})

/** Counts the queries a builder starts: every `select` and `execute` on the database. */
function countingDb(database: Database) {
  let queries = 0
  const proxy = new Proxy(database, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown
      if ((key === 'select' || key === 'execute') && typeof value === 'function') {
        return (...args: unknown[]) => {
          queries += 1
          return (value as (...a: unknown[]) => unknown).apply(target, args)
        }
      }
      return value
    },
  })
  return { db: proxy, count: () => queries }
}

describe('report query plan', () => {
  it('runs the same number of queries for a week of logs and for a year of them', async () => {
    const { petId } = await ownerWithPet()
    const build = async (days: number) => {
      const counting = countingDb(db)
      const to = new Date().toISOString().slice(0, 10)
      const from = new Date(Date.now() - (days - 1) * DAY).toISOString().slice(0, 10)
      await buildReport({
        db: counting.db,
        petId,
        timeZone: 'UTC',
        unit: 'kg',
        sections: [...schemaSections],
        range: { from, to, label: '' },
      })
      return counting.count()
    }
    await db.insert(schema.breathingRateLogs).values(
      Array.from({ length: 365 }, (_, day) => ({
        petId,
        measuredAt: new Date(Date.now() - day * DAY),
        breathCount: 10,
        durationSeconds: 30,
        breathsPerMinute: 20,
        context: 'sleeping',
        method: 'counter',
      })),
    )
    await db.insert(schema.weightLogs).values(
      Array.from({ length: 365 }, (_, day) => ({
        petId,
        measuredAt: new Date(Date.now() - day * DAY),
        weight: 20 + (day % 3) / 10,
        weightUnit: 'kg',
      })),
    )
    const week = await build(7)
    const year = await build(365)
    expect(year).toBe(week)
    expect(year).toBeLessThanOrEqual(20)
  })
})

const schemaSections = [
  'vaccinations',
  'profile',
  'careTeam',
  'conditions',
  'symptoms',
  'breathing',
  'weight',
  'medications',
  'treatments',
  'diet',
  'behavior',
  'notes',
] as const
