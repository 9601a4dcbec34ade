import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, TestClient } from './test-app'

const { app, db, mailer } = await createTestApp()

const fullOnboarding = {
  userProfile: { fullName: 'Ana Ruiz', country: 'NL', currency: 'EUR', unitSystem: 'metric', timezone: 'Europe/Amsterdam' },
  generalInfo: {
    name: 'Biscuit',
    species: 'dog',
    breed: 'Cavalier King Charles Spaniel',
    birthdate: '2019-05-01',
    weight: 8.5,
    weightUnit: 'kg',
  },
  careTeam: {
    primaryVet: { name: 'Dr. Vega', clinic: 'Canal Vets', phoneNumber: '+31 20 123 4567', city: 'Amsterdam', email: '' },
    emergencyContact: { name: '', phoneNumber: '' },
  },
  healthHistory: {
    conditions: [{ condition: 'mvd', diagnosisDate: '2024-02-01' }],
    medications: [{ name: 'Pimobendan', dosage: '2.5 mg', frequency: 'twice daily', startDate: '2024-02-02' }],
  },
  diet: { foodType: 'kibble', brand: 'Royal Canin', notes: '' },
  behavior: { temperament: 'gentle', goodWithCats: true },
  funFacts: { favoriteToys: 'squeaky duck' },
  householdMembers: [
    { name: 'Sam Ruiz', email: 'sam@example.com', relationship: 'partner' },
    { name: '   ', email: 'nobody@example.com' },
  ],
  reminderPreferences: [
    { category: 'medication', enabled: true, repeatFrequency: 'weekly', daysOfWeek: [1, 4], preferredTimes: ['08:00'] },
    { category: 'vet_visit', enabled: false },
  ],
  notificationTokens: [{ channel: 'push', token: 'endpoint-123' }],
  symptomTracking: { enabledVitals: ['walks', 'breathing'] },
}

async function rowsOf(userId: string) {
  const pets = await db.select().from(schema.pets).where(eq(schema.pets.userId, userId))
  const petIds = pets.map((p) => p.id)
  const count = async (
    table: typeof schema.medications | typeof schema.petHealthConditions | typeof schema.careTeam | typeof schema.petDiet,
  ) => (petIds.length ? (await db.select().from(table).where(eq(table.petId, petIds[0]!))).length : 0)
  return {
    pets: pets.length,
    medications: await count(schema.medications),
    conditions: await count(schema.petHealthConditions),
    careTeam: await count(schema.careTeam),
    diet: await count(schema.petDiet),
    members: (await db.select().from(schema.householdMembers).where(eq(schema.householdMembers.userId, userId))).length,
    reminders: (await db.select().from(schema.reminders).where(eq(schema.reminders.userId, userId))).length,
    tokens: (await db.select().from(schema.userNotificationTokens).where(eq(schema.userNotificationTokens.userId, userId))).length,
  }
}

describe('POST /api/onboarding/complete', () => {
  it('saves everything in one go and marks onboarding complete', async () => {
    const { client, user } = await createTestUser(app)
    const response = await client.post('/api/onboarding/complete', fullOnboarding)
    expect(response.status, await response.clone().text()).toBe(201)
    const { petId } = (await response.json()) as { petId: string }

    expect(await (await client.get(`/api/pets/${petId}`)).json()).toMatchObject({
      name: 'Biscuit',
      completed: true,
      enabledVitals: ['walks', 'breathing'],
      currentConditions: ['mvd'],
    })
    expect(await (await client.get('/api/me')).json()).toMatchObject({ fullName: 'Ana Ruiz', country: 'NL', onboardingCompleted: true })
    // One care-team row (the all-blank emergency contact is not saved), one named member, two weekly
    // reminders and the medication's dose reminder ("twice daily" is a schedule).
    expect(await rowsOf(user.id)).toEqual({
      pets: 1,
      medications: 1,
      conditions: 1,
      careTeam: 1,
      diet: 1,
      members: 1,
      reminders: 3,
      tokens: 1,
    })
    const [medication] = await db.select().from(schema.medications).where(eq(schema.medications.petId, petId))
    // The owner's words stay; the schedule they name is set, so the next dose can be worked out.
    expect(medication).toMatchObject({
      name: 'Pimobendan',
      source: 'onboarding',
      frequency: 'twice daily',
      scheduleFrequency: 'twice_daily',
    })
    const reminderDates = (await db.select().from(schema.reminders).where(eq(schema.reminders.petId, petId)))
      .filter((r) => r.sourceKind === null)
      .map((r) => r.reminderDate)
    // 08:00 in Amsterdam is 07:00 UTC in winter, 06:00 in summer.
    expect(reminderDates.every((d) => [6, 7].includes(d.getUTCHours()))).toBe(true)
  })

  it('makes the weight typed in onboarding the first entry of the weight log, shown on the dashboard', async () => {
    const { client } = await createTestUser(app)
    const response = await client.post('/api/onboarding/complete', fullOnboarding)
    const { petId } = (await response.json()) as { petId: string }
    const { logs } = (await (await client.get(`/api/pets/${petId}/weight-logs`)).json()) as {
      logs: { weight: number; weightUnit: string }[]
    }
    expect(logs).toEqual([expect.objectContaining({ weight: 8.5, weightUnit: 'kg' })])
    const dashboard = (await (await client.get(`/api/pets/${petId}/dashboard`)).json()) as { weight: { points: unknown[] } }
    expect(dashboard.weight.points).toHaveLength(1)

    // Without a weight, the log stays empty.
    const other = await createTestUser(app)
    const withoutWeight = { ...fullOnboarding, householdMembers: [], generalInfo: { name: 'Mochi', species: 'cat' } }
    const created = await other.client.post('/api/onboarding/complete', withoutWeight)
    expect(created.status, await created.clone().text()).toBe(201)
    const { petId: mochi } = (await created.json()) as { petId: string }
    expect(((await (await other.client.get(`/api/pets/${mochi}/weight-logs`)).json()) as { logs: unknown[] }).logs).toEqual([])
  })

  it('invites the named co-parents once, and shares later pets with the same person', async () => {
    const { client, user } = await createTestUser(app)
    const coParent = `co-${user.id.slice(0, 8)}@example.com`
    const member = { name: 'Sam Ruiz', email: coParent, relationship: 'partner' }
    const first = (await (
      await client.post('/api/onboarding/complete', { generalInfo: { name: 'Biscuit', species: 'dog' }, householdMembers: [member] })
    ).json()) as { petId: string }
    const mails = mailer.sent.filter((m) => m.to === coParent)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toMatch(/\/auth\?invite=[\w-]{43}/)

    const second = (await (
      await client.post('/api/onboarding/complete', {
        generalInfo: { name: 'Mochi', species: 'cat' },
        householdMembers: [member, { ...member, name: 'Sam again' }],
      })
    ).json()) as { petId: string }
    expect(mailer.sent.filter((m) => m.to === coParent)).toHaveLength(1)
    const { members } = (await (await client.get('/api/household/members')).json()) as {
      members: { email: string; petIds: string[]; inviteSent: boolean }[]
    }
    expect(members).toEqual([
      expect.objectContaining({ email: coParent, inviteSent: true, petIds: expect.arrayContaining([first.petId, second.petId]) }),
    ])
  })

  it('refuses to invite the owner themselves', async () => {
    const { client, email } = await createTestUser(app)
    const response = await client.post('/api/onboarding/complete', {
      generalInfo: { name: 'Rex', species: 'dog' },
      householdMembers: [{ name: 'Me', email }],
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { 'householdMembers.0.email': 'This is your own e-mail address' } } })
  })

  it('needs general info with a pet name, and saves nothing without it', async () => {
    const { client, user } = await createTestUser(app)
    const response = await client.post('/api/onboarding/complete', { ...fullOnboarding, generalInfo: { species: 'dog', name: '' } })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION', fields: { 'generalInfo.name': 'Missing general information or pet name' } },
    })
    expect(await rowsOf(user.id)).toMatchObject({ pets: 0, members: 0, reminders: 0 })
  })

  it('leaves no row behind when it fails midway', async () => {
    const { client, user } = await createTestUser(app)
    // A database failure after the pet, medications and care team were written: reminders refuse.
    await db.execute(
      sql`create or replace function refuse_reminder() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`,
    )
    await db.execute(sql`create trigger refuse_reminder before insert on reminders for each row execute function refuse_reminder()`)
    try {
      const response = await client.post('/api/onboarding/complete', fullOnboarding)
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } })
    } finally {
      await db.execute(sql`drop trigger refuse_reminder on reminders`)
    }
    expect(await rowsOf(user.id)).toEqual({
      pets: 0,
      medications: 0,
      conditions: 0,
      careTeam: 0,
      diet: 0,
      members: 0,
      reminders: 0,
      tokens: 0,
    })
    expect(await (await client.get('/api/me')).json()).toMatchObject({ onboardingCompleted: false, country: null })
  })

  it('works for a guest, whose pet moves to the account at sign-up', async () => {
    const client = new TestClient(app)
    await client.post('/api/auth/sign-in/anonymous')
    const { petId } = (await (
      await client.post('/api/onboarding/complete', { generalInfo: { name: 'Mochi', species: 'cat' } })
    ).json()) as { petId: string }
    await client.post('/api/auth/sign-up/email', {
      name: 'Mochi Owner',
      email: `mochi-${petId.slice(0, 8)}@example.com`,
      password: 'long enough',
    })
    expect(await (await client.get(`/api/pets/${petId}`)).json()).toMatchObject({
      name: 'Mochi',
      access: 'owner',
      enabledVitals: ['litter', 'eating', 'grooming'],
    })
    expect(await (await client.get('/api/me')).json()).toMatchObject({ onboardingCompleted: true, isAnonymous: false })
  })

  it('needs a session', async () => {
    const response = await app.request('/api/onboarding/complete', {
      method: 'POST',
      body: JSON.stringify({ generalInfo: { name: 'X', species: 'dog' } }),
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(401)
  })
})
