import { dashboardSchema, type Dashboard } from '@pawpulse/domain/dashboard-api'
import { addDays, localToday } from '@pawpulse/domain/time-zone'
import { addMonths } from '@pawpulse/domain/schedule'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

const HOUR = 3_600_000
const ZONE = 'America/Los_Angeles'
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString()
/** Noon UTC `days` days ago: early morning of that day in Los Angeles. */
const noonDaysAgo = (days: number) => new Date(new Date().setUTCHours(12, 0, 0, 0) - days * 24 * HOUR).toISOString()

async function ok(response: Response, status = 201) {
  expect(response.status, await response.clone().text()).toBe(status)
  return (await response.json()) as { id: string; [key: string]: unknown }
}

/** A dog with MVD on pimobendan, counted for a week, due for a dose and a yearly injection. */
async function busyDog(client: TestClient) {
  const pet = await ok(await client.post('/api/pets', { name: 'Bella', species: 'dog' }))
  const at = (path: string) => `/api/pets/${pet.id}/${path}`
  await ok(await client.request('PUT', at('care-team/primary-veterinarian'), { name: 'Dr. Reyes', phoneNumber: '+1 415 555 0100' }), 200)
  await ok(await client.post(at('conditions'), { condition: 'mvd' }))
  const ibd = await ok(await client.post(at('conditions'), { condition: 'ibd' }))
  await ok(await client.post(at(`conditions/${ibd.id}/resolve`), {}), 200)

  for (let day = 6; day >= 1; day--)
    await ok(
      await client.post(at('breathing-logs'), { measuredAt: noonDaysAgo(day), breathCount: 11, durationSeconds: 30, method: 'counter' }),
    )
  await ok(await client.post(at('breathing-logs'), { measuredAt: hoursAgo(1), breathCount: 20, durationSeconds: 30, method: 'counter' }))

  // Daily at 08:00 for days; the last dose two days ago stood for that day's 08:00, so the next one has passed.
  const overdue = await ok(
    await client.post(at('medications'), {
      name: 'Pimobendan',
      startDate: addDays(localToday(ZONE), -5),
      schedule: { frequency: 'once_daily' },
    }),
  )
  await ok(await client.post(at(`medications/${overdue.id}/doses`), { givenAt: hoursAgo(49) }))
  const fresh = await ok(await client.post(at('medications'), { name: 'Spironolactone', schedule: { frequency: 'weekly' } }))
  await ok(await client.post(at(`medications/${fresh.id}/doses`), {}))

  const today = localToday(ZONE)
  const injection = await ok(
    await client.post(at('treatments'), {
      productName: 'ProHeart 12',
      treatmentType: 'heartworm',
      frequency: 'annual',
      givenOn: addMonths(today, -12),
    }),
  )
  await ok(
    await client.post(at('treatments'), { productName: 'NexGard', treatmentType: 'flea_tick', frequency: 'monthly', givenOn: today }),
  )

  for (let i = 6; i >= 1; i--) {
    await ok(
      await client.post(at('symptom-logs'), {
        conditionId: 'mvd',
        loggedAt: hoursAgo(i),
        symptoms: {
          coughing: 'none',
          coughingAtNight: false,
          breathingEffort: 'normal',
          exerciseTolerance: 'normal',
          faintingOrCollapse: false,
          appetite: 'normal',
          restlessAtNight: false,
        },
        notes: `entry ${i}`,
      }),
    )
  }
  for (let i = 12; i >= 1; i--)
    await ok(await client.post(at('weight-logs'), { measuredAt: hoursAgo(i * 24), weight: 20 + i / 10, weightUnit: 'kg' }))
  return { petId: pet.id, overdueId: overdue.id, injectionId: injection.id }
}

describe('GET /api/pets/{petId}/dashboard', () => {
  it('answers everything the dashboard shows in one request', async () => {
    const { client, user } = await createTestUser(app)
    await client.request('PATCH', '/api/me', { timezone: ZONE, unitSystem: 'imperial' })
    const { petId, overdueId, injectionId } = await busyDog(client)

    const response = await client.get(`/api/pets/${petId}/dashboard`)
    expect(response.status).toBe(200)
    const dashboard: Dashboard = dashboardSchema.parse(await response.json())

    expect(dashboard.pet).toMatchObject({ id: petId, name: 'Bella', species: 'dog', access: 'owner', weight: 20.1, weightUnit: 'kg' })
    expect(dashboard).toMatchObject({ timeZone: ZONE, today: localToday(ZONE) })
    // 40/min is above 35: contact the vet, named with the phone number from the care team.
    expect(dashboard.breathing.latest?.breathsPerMinute).toBe(40)
    expect(dashboard.breathing.assessment).toMatchObject({ level: 'contact_vet', title: 'Contact your vet' })
    expect(dashboard.breathing.assessment?.message).toContain('Call Dr. Reyes on +1 415 555 0100.')
    expect(dashboard.breathing.primaryVet).toEqual({ name: 'Dr. Reyes', phoneNumber: '+1 415 555 0100' })
    expect(dashboard.breathing.sparkline.length).toBeGreaterThanOrEqual(6)
    expect(dashboard.breathing.sparkline.length).toBeLessThanOrEqual(7)
    expect(dashboard.breathing.sparkline.reduce((sum, day) => sum + day.count, 0)).toBe(7)

    expect(dashboard.conditions.map((c) => c.label)).toEqual(['MVD'])
    expect(dashboard.due.medications.map((m) => [m.id, m.dueStatus])).toEqual([[overdueId, 'overdue']])
    expect(dashboard.due.treatments.map((t) => [t.id, t.dueStatus])).toEqual([[injectionId, 'due_today']])
    expect(dashboard.symptoms.map((s) => s.notes)).toEqual(['entry 1', 'entry 2', 'entry 3', 'entry 4', 'entry 5'])
    // The last ten weights, oldest first, in the owner's unit system (imperial: lb).
    expect(dashboard.weight.unit).toBe('lb')
    expect(dashboard.weight.points).toHaveLength(10)
    expect(dashboard.weight.points[0]?.weight).toBeCloseTo(21 * 2.20462, 2)
    expect(dashboard.weight.points.at(-1)?.weight).toBeCloseTo(20.1 * 2.20462, 2)
    expect(dashboard.quickActions.map((a) => a.key)).toEqual([
      'give_medication',
      'record_treatment',
      'count_breaths',
      'log_symptoms:mvd',
      'log_weight',
    ])
    expect(dashboard.quickActions.find((a) => a.key === 'log_symptoms:mvd')).toMatchObject({
      label: 'Log MVD symptoms',
      path: '/symptoms/mvd',
    })

    // A viewer sees the same pet but no actions; a stranger does not see it at all.
    const viewer = await createTestUser(app)
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: user.id, memberUserId: viewer.user.id, name: 'Sitter', accessLevel: 'viewer', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
    const seen = dashboardSchema.parse(await (await viewer.client.get(`/api/pets/${petId}/dashboard`)).json())
    expect(seen).toMatchObject({ pet: { access: 'viewer' }, quickActions: [], timeZone: 'UTC' })
    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/pets/${petId}/dashboard`)).status).toBe(404)
    expect((await stranger.client.get('/api/pets/not-a-uuid/dashboard')).status).toBe(404)
  })

  it('is empty but whole for a new pet', async () => {
    const { client } = await createTestUser(app)
    const pet = await ok(await client.post('/api/pets', { name: 'New', species: 'cat' }))
    const dashboard = dashboardSchema.parse(await (await client.get(`/api/pets/${pet.id}/dashboard`)).json())
    expect(dashboard).toMatchObject({
      breathing: { latest: null, assessment: null, threshold: 30, baseline: null, primaryVet: null, sparkline: [] },
      conditions: [],
      due: { medications: [], treatments: [] },
      symptoms: [],
      weight: { unit: 'lb', points: [] },
    })
    expect(dashboard.quickActions.map((a) => a.key)).toEqual(['count_breaths', 'log_weight'])
  })
})
