import { eq, or } from 'drizzle-orm'
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db, fileStore } = await createTestApp()

async function userWithPet(client: TestClient) {
  const pet = (await (await client.post('/api/pets', { name: 'Biscuit', species: 'dog', microchipId: '981000012345678' })).json()) as {
    id: string
  }
  await client.request('PUT', `/api/pets/${pet.id}/care-team/primary-veterinarian`, { name: 'Dr. Vega', phoneNumber: '020 123 4567' })
  const keys = [`pets/${pet.id}/a.jpg`, `pets/${pet.id}/a-thumb.webp`]
  for (const key of keys) await fileStore.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg')
  await db
    .insert(schema.petImages)
    .values({ petId: pet.id, storageKey: keys[0]!, thumbnailKey: keys[1]!, contentType: 'image/jpeg', byteSize: 3 })
  return pet.id
}

describe('a co-parent deleting their account', () => {
  it('leaves what they recorded on the owner’s pet with the owner', async () => {
    const owner = await createTestUser(app)
    const petId = await userWithPet(owner.client)
    const coParent = await createTestUser(app)
    const [member] = await db
      .insert(schema.householdMembers)
      .values({
        userId: owner.user.id,
        memberUserId: coParent.user.id,
        name: 'Co',
        email: coParent.email,
        accessLevel: 'editor',
        status: 'active',
      })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
    expect((await coParent.client.post(`/api/pets/${petId}/conditions`, { condition: 'mvd' })).status).toBe(201)

    expect(
      (await coParent.client.request('DELETE', '/api/me', { confirmEmail: coParent.email, currentPassword: coParent.password })).status,
    ).toBe(200)
    const conditions = await db.select().from(schema.petHealthConditions).where(eq(schema.petHealthConditions.petId, petId))
    expect(conditions).toEqual([expect.objectContaining({ condition: 'mvd', userId: owner.user.id })])
  })
})

describe('GET /api/me/export', () => {
  it('downloads every record of mine and my pets as one JSON file', async () => {
    const { client, email } = await createTestUser(app)
    const petId = await userWithPet(client)
    const response = await client.get('/api/me/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pawpulse-export-\d{4}-\d{2}-\d{2}\.json"$/)
    const data = (await response.json()) as { profile: { email: string }; pets: Record<string, unknown>[] }
    expect(data.profile.email).toBe(email)
    expect(data.pets).toEqual([
      expect.objectContaining({
        id: petId,
        name: 'Biscuit',
        microchipId: '981000012345678',
        careTeam: [expect.objectContaining({ name: 'Dr. Vega' })],
        images: [expect.not.objectContaining({ storageKey: expect.anything() })],
      }),
    ])
  })

  it('does not include pets of other people', async () => {
    const other = await createTestUser(app)
    await userWithPet(other.client)
    const { client } = await createTestUser(app)
    const data = (await (await client.get('/api/me/export')).json()) as { pets: unknown[] }
    expect(data.pets).toEqual([])
  })

  it('is for accounts only', async () => {
    expect((await app.request('/api/me/export')).status).toBe(401)
  })
})

describe('DELETE /api/me', () => {
  it('needs the e-mail typed to confirm, and changes nothing otherwise', async () => {
    const { client, password } = await createTestUser(app)
    const response = await client.request('DELETE', '/api/me', { confirmEmail: 'someone@else.example', currentPassword: password })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { confirmEmail: 'This is not your e-mail address' } } })
    expect((await client.get('/api/me')).status).toBe(200)
  })

  it('needs the current password: without it or with a wrong one nothing is deleted (decision 059)', async () => {
    const { client, email } = await createTestUser(app)
    const petId = await userWithPet(client)
    const missing = await client.request('DELETE', '/api/me', { confirmEmail: email })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ error: { fields: { currentPassword: 'Enter your current password' } } })

    const wrong = await client.request('DELETE', '/api/me', { confirmEmail: email, currentPassword: 'not my password' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: { fields: { currentPassword: 'Your current password is not correct.' } } })
    expect(client.hasSession()).toBe(true)
    expect((await client.get('/api/me')).status).toBe(200)
    expect((await client.get(`/api/pets/${petId}`)).status).toBe(200)
  })

  it('leaves no row or file of the user, and signs them out', async () => {
    const { client, user, email, password } = await createTestUser(app)
    const petId = await userWithPet(client)
    const bystander = await createTestUser(app)
    await userWithPet(bystander.client)
    const form = new FormData()
    for (const [key, value] of Object.entries({
      type: 'bug',
      severity: 'minor',
      heading: 'Broken',
      description: 'It broke',
      pageUrl: '/pet',
    }))
      form.set(key, value)
    form.set(
      'screenshot',
      new File(
        [
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c84' } })
            .png()
            .toBuffer(),
        ],
        'shot.png',
        { type: 'image/png' },
      ),
    )
    expect((await client.request('POST', '/api/feedback', form)).status).toBe(201)
    const screenshotKeys = fileStore.keys().filter((k) => !k.startsWith('pets/'))
    expect(screenshotKeys.length).toBe(1)

    const response = await client.request('DELETE', '/api/me', { confirmEmail: email.toUpperCase(), currentPassword: password })
    expect(response.status).toBe(200)
    expect(client.hasSession()).toBe(false)
    expect((await client.get('/api/me')).status).toBe(401)
    expect(fileStore.keys().filter((k) => k.includes(petId))).toEqual([])
    expect(fileStore.keys().filter((k) => screenshotKeys.includes(k))).toEqual([])
    expect(fileStore.keys().length).toBeGreaterThan(0) // the bystander's files stay

    // No row anywhere still points at the user or their pet.
    const tables: PgTable[] = Object.values(schema).filter((v) => v instanceof PgTable)
    for (const table of tables) {
      const columns = getTableConfig(table).columns.filter((c) =>
        ['user_id', 'pet_id', 'member_user_id', 'recorded_by', 'created_by', 'id'].includes(c.name),
      )
      if (columns.length === 0) continue
      const rows = await db
        .select()
        .from(table)
        .where(or(...columns.map((c) => eq(c as PgColumn, c.name === 'pet_id' ? petId : user.id))))
      expect({ table: getTableConfig(table).name, rows }).toEqual({ table: getTableConfig(table).name, rows: [] })
    }
    const signIn = await client.post('/api/auth/sign-in/email', { email, password })
    expect(signIn.status).toBe(401)
  })
})
