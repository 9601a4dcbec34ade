import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db, fileStore } = await createTestApp()

type Pet = { id: string; name: string; access: string; breedMix: { breed: string; isDominant: boolean }[]; [key: string]: unknown }

async function createPet(client: TestClient, body: Record<string, unknown> = {}) {
  const response = await client.post('/api/pets', { name: 'Biscuit', species: 'dog', ...body })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Pet
}

async function shareWith(ownerId: string, memberId: string, petId: string, accessLevel: 'editor' | 'viewer') {
  const [member] = await db
    .insert(schema.householdMembers)
    .values({ userId: ownerId, memberUserId: memberId, name: 'Co-parent', accessLevel, status: 'active' })
    .returning()
  await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
}

describe('pets', () => {
  it('are created for the signed-in owner with every field', async () => {
    const { client, user } = await createTestUser(app)
    const pet = await createPet(client, {
      name: 'Luna',
      species: 'cat',
      breedMix: [
        { breed: 'Siamese', percentage: 70 },
        { breed: 'Persian', percentage: 30 },
      ],
      birthdate: '2020-03-15',
      birthdateEstimated: true,
      weight: 4.2,
      weightUnit: 'kg',
      sex: 'female',
      color: 'seal point',
      microchipId: '981000012345678',
      neutered: true,
      acquisitionSource: 'shelter',
      nickNames: ['Lulu'],
    })
    expect(pet).toMatchObject({
      name: 'Luna',
      species: 'cat',
      access: 'owner',
      birthdate: '2020-03-15',
      weight: 4.2,
      microchipped: true,
      microchipId: '981000012345678',
      enabledVitals: ['litter', 'eating', 'grooming'],
      breedMix: [
        { breed: 'Siamese', percentage: 70, isDominant: true },
        { breed: 'Persian', percentage: 30, isDominant: false },
      ],
    })
    const [row] = await db.select().from(schema.pets).where(eq(schema.pets.id, pet.id))
    expect(row?.userId).toBe(user.id)
  })

  it('cannot be created for someone else', async () => {
    const { client } = await createTestUser(app)
    const victim = await createTestUser(app)
    const response = await client.post('/api/pets', { name: 'Sneaky', species: 'dog', userId: victim.user.id })
    const pet = (await response.json()) as Pet
    const [row] = await db.select().from(schema.pets).where(eq(schema.pets.id, pet.id))
    expect(row?.userId).not.toBe(victim.user.id)
  })

  it('refuse bad input with the fields named, and save nothing', async () => {
    const { client, user } = await createTestUser(app)
    const response = await client.post('/api/pets', { name: '', species: 'hamster', weight: -2, weightUnit: 'kg' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: {
        code: 'VALIDATION',
        fields: { name: 'Pet name is required', species: 'Choose dog or cat', weight: 'Weight must be more than 0' },
      },
    })
    expect(await db.select().from(schema.pets).where(eq(schema.pets.userId, user.id))).toEqual([])
  })

  it('refuse a birthdate before 1900 with a clear message, not a server error', async () => {
    const { client } = await createTestUser(app)
    const response = await client.post('/api/pets', { name: 'Old', species: 'dog', birthdate: '0000-01-01' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { birthdate: 'Enter a date from 1900 on' } } })
  })

  it('keep a breed that is not on the list for admin review', async () => {
    const { client } = await createTestUser(app)
    await createPet(client, { breed: 'Moonlight Shepherd' })
    const custom = await db.select().from(schema.petBreeds).where(eq(schema.petBreeds.name, 'Moonlight Shepherd'))
    expect(custom).toEqual([expect.objectContaining({ species: 'dog', isCustom: true })])
    await createPet(client, { breed: 'Beagle' })
    expect(await db.select().from(schema.petBreeds).where(eq(schema.petBreeds.name, 'Beagle'))).toEqual([])
  })

  it('are read, updated and deleted by their owner', async () => {
    const { client } = await createTestUser(app)
    const pet = await createPet(client)
    expect((await client.get(`/api/pets/${pet.id}`)).status).toBe(200)

    const update = await client.request('PATCH', `/api/pets/${pet.id}`, { color: 'golden', weight: 30, weightUnit: 'lb' })
    expect(update.status).toBe(200)
    expect(await update.json()).toMatchObject({ name: 'Biscuit', color: 'golden', weight: 30, weightUnit: 'lb' })

    const cleared = await client.request('PATCH', `/api/pets/${pet.id}`, { color: null })
    expect(await cleared.json()).toMatchObject({ color: null })

    expect((await client.request('DELETE', `/api/pets/${pet.id}`)).status).toBe(204)
    expect((await client.get(`/api/pets/${pet.id}`)).status).toBe(404)
  })

  it('take their files with them when deleted', async () => {
    const { client } = await createTestUser(app)
    const pet = await createPet(client)
    await fileStore.put(`pets/${pet.id}/a.jpg`, new Uint8Array([1]), 'image/jpeg')
    await fileStore.put(`pets/${pet.id}/a-thumb.webp`, new Uint8Array([2]), 'image/webp')
    await db.insert(schema.petImages).values({
      petId: pet.id,
      storageKey: `pets/${pet.id}/a.jpg`,
      thumbnailKey: `pets/${pet.id}/a-thumb.webp`,
      contentType: 'image/jpeg',
      byteSize: 1,
    })
    await client.request('DELETE', `/api/pets/${pet.id}`)
    expect(fileStore.keys().filter((k) => k.includes(pet.id))).toEqual([])
  })

  it('are listed with their profile photo thumbnail, so a list needs no request per pet', async () => {
    const { client } = await createTestUser(app)
    const pet = await createPet(client)
    const [image] = await db
      .insert(schema.petImages)
      .values({
        petId: pet.id,
        storageKey: `pets/${pet.id}/p.png`,
        thumbnailKey: `pets/${pet.id}/p-thumb.webp`,
        contentType: 'image/png',
        byteSize: 1,
      })
      .returning()
    const before = (await (await client.get('/api/pets')).json()) as { pets: { photoUrl: string | null }[] }
    expect(before.pets[0]?.photoUrl).toBeNull()
    await db.update(schema.pets).set({ profileImageId: image!.id }).where(eq(schema.pets.id, pet.id))
    const after = (await (await client.get('/api/pets')).json()) as { pets: { photoUrl: string | null }[] }
    expect(after.pets[0]?.photoUrl).toBe(`/api/files/pet-images/${image!.id}/thumbnail`)
  })

  it('answer 404 to another user on every route, and change nothing', async () => {
    const owner = await createTestUser(app)
    const pet = await createPet(owner.client)
    const { client } = await createTestUser(app)
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await client.request(method, `/api/pets/${pet.id}`, body)
      expect({ method, status: response.status }).toEqual({ method, status: 404 })
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Pet not found' } })
    }
    expect(await (await owner.client.get(`/api/pets/${pet.id}`)).json()).toMatchObject({ name: 'Biscuit' })
  })

  it('may be edited by an editor but only read by a viewer, and deleted by neither', async () => {
    const owner = await createTestUser(app)
    const pet = await createPet(owner.client)
    const editor = await createTestUser(app)
    const viewer = await createTestUser(app)
    await shareWith(owner.user.id, editor.user.id, pet.id, 'editor')
    await shareWith(owner.user.id, viewer.user.id, pet.id, 'viewer')

    expect((await editor.client.request('PATCH', `/api/pets/${pet.id}`, { color: 'red' })).status).toBe(200)
    expect(await (await viewer.client.get(`/api/pets/${pet.id}`)).json()).toMatchObject({ color: 'red', access: 'viewer' })
    const viewerEdit = await viewer.client.request('PATCH', `/api/pets/${pet.id}`, { color: 'blue' })
    expect(viewerEdit.status).toBe(403)
    expect(await viewerEdit.json()).toMatchObject({ error: { code: 'FORBIDDEN', message: 'You can view this pet but not change it.' } })
    expect((await editor.client.request('DELETE', `/api/pets/${pet.id}`)).status).toBe(403)
    expect((await owner.client.get(`/api/pets/${pet.id}`)).status).toBe(200)
  })

  it('answer a malformed id as an unknown one: 404', async () => {
    const { client } = await createTestUser(app)
    const response = await client.get('/api/pets/not-a-uuid')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Pet not found' } })
  })
})
