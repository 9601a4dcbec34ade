import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

async function ownerWithPet() {
  const owner = await createTestUser(app)
  const pet = (await (await owner.client.post('/api/pets', { name: 'Biscuit', species: 'dog' })).json()) as { id: string }
  return { ...owner, petId: pet.id }
}

async function shareWith(ownerId: string, memberId: string, petId: string, accessLevel: 'editor' | 'viewer') {
  const [member] = await db
    .insert(schema.householdMembers)
    .values({ userId: ownerId, memberUserId: memberId, name: 'Sitter', accessLevel, status: 'active' })
    .returning()
  await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
}

const put = (client: TestClient, petId: string, section: string, body: unknown) =>
  client.request('PUT', `/api/pets/${petId}/${section}`, body)

async function read<T>(client: TestClient, petId: string, section: string): Promise<T> {
  const response = await client.get(`/api/pets/${petId}/${section}`)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

describe('diet', () => {
  it('is null until saved, then replaced as a whole, blanks cleared, and removed when saved empty', async () => {
    const { client, petId } = await ownerWithPet()
    expect(await read(client, petId, 'diet')).toEqual({ diet: null })

    const saved = await put(client, petId, 'diet', { foodType: ' Cardiac kibble ', brand: 'Royal Canin', treats: '' })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({
      diet: expect.objectContaining({ foodType: 'Cardiac kibble', brand: 'Royal Canin', treats: null, notes: null }),
    })

    // A PUT replaces the section: the brand left out is cleared.
    await put(client, petId, 'diet', { foodType: 'Cardiac kibble', feedingSchedule: 'Twice a day' })
    expect(await read(client, petId, 'diet')).toEqual({
      diet: expect.objectContaining({ foodType: 'Cardiac kibble', brand: null, feedingSchedule: 'Twice a day' }),
    })

    const emptied = await put(client, petId, 'diet', { foodType: '  ', brand: null })
    expect(await emptied.json()).toEqual({ diet: null })
    expect(await db.select().from(schema.petDiet).where(eq(schema.petDiet.petId, petId))).toEqual([])
  })

  it('names the field that is too long or unknown', async () => {
    const { client, petId } = await ownerWithPet()
    const long = await put(client, petId, 'diet', { brand: 'x'.repeat(121) })
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { brand: 'Brand must be at most 120 characters' } } })
    expect((await put(client, petId, 'diet', { calories: 300 })).status).toBe(400)
    const nul = await put(client, petId, 'diet', { notes: 'a\u0000b' })
    expect(nul.status).toBe(400)
    expect(((await nul.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('notes')
  })
})

describe('fun facts', () => {
  it('saves and reads them back', async () => {
    const { client, petId } = await ownerWithPet()
    const saved = await put(client, petId, 'fun-facts', { favoriteToys: 'Squeaky duck', adoptionStory: 'Found at the market 🐶' })
    expect(await saved.json()).toEqual({
      funFacts: expect.objectContaining({ favoriteToys: 'Squeaky duck', adoptionStory: 'Found at the market 🐶', nicknames: null }),
    })
    expect(await read(client, petId, 'fun-facts')).toMatchObject({ funFacts: { favoriteToys: 'Squeaky duck' } })
    const long = await put(client, petId, 'fun-facts', { adoptionStory: 'x'.repeat(4001) })
    expect(await long.json()).toMatchObject({ error: { fields: { adoptionStory: 'Adoption story must be at most 4000 characters' } } })
  })
})

describe('behaviour', () => {
  const full = {
    temperament: 'Gentle but shy',
    energyLevel: 'medium',
    anxietyTriggers: 'Fireworks, the scale',
    dogReactivity: 'tolerant',
    catReactivity: 'reactive',
    peopleReactivity: 'nervous',
    childReactivity: 'may_bite',
    houseTraining: 'occasional_accidents',
    crateTrained: false,
    separationAnxiety: 'severe',
    muzzleNeeded: true,
    handlingNotes: 'Muzzle for nail clipping; lift from behind',
    notes: 'Settles with a towel over the crate',
  }

  it('keeps every field, and writes the yes/no answers the previous release reads', async () => {
    const { client, petId } = await ownerWithPet()
    expect(await read(client, petId, 'behavior')).toEqual({ behavior: null })
    const saved = await put(client, petId, 'behavior', full)
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(await saved.json()).toEqual({ behavior: { ...full, updatedAt: expect.any(String) } })
    expect(await read(client, petId, 'behavior')).toEqual({ behavior: { ...full, updatedAt: expect.any(String) } })

    const [row] = await db.select().from(schema.petBehavior).where(eq(schema.petBehavior.petId, petId))
    expect(row).toMatchObject({ goodWithDogs: true, goodWithCats: false, goodWithChildren: false, houseTrained: false })
  })

  it('treats "no" as an answer: crate-trained false alone is a behaviour', async () => {
    const { client, petId } = await ownerWithPet()
    expect(await (await put(client, petId, 'behavior', { crateTrained: false })).json()).toMatchObject({
      behavior: { crateTrained: false, dogReactivity: null },
    })
    expect(await (await put(client, petId, 'behavior', {})).json()).toEqual({ behavior: null })
  })

  it('refuses a word that is not on a scale, naming the field', async () => {
    const { client, petId } = await ownerWithPet()
    for (const [field, value, message] of [
      ['dogReactivity', 'good', 'Choose how the pet reacts to dogs'],
      ['houseTraining', true, 'Choose how house-trained the pet is'],
      ['separationAnxiety', 'extreme', 'Separation anxiety is none, mild or severe'],
      ['muzzleNeeded', 'yes', 'Muzzle needed is yes, no or not known'],
      ['handlingNotes', 'x'.repeat(1001), 'Handling notes must be at most 1000 characters'],
    ] as const) {
      const response = await put(client, petId, 'behavior', { [field]: value })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [field]: message } } })
    }
  })

  it('maps onboarding’s yes/no answers onto the scales', async () => {
    const { client } = await createTestUser(app)
    const response = await client.post('/api/onboarding/complete', {
      generalInfo: { name: 'Miso', species: 'cat' },
      behavior: { temperament: 'gentle', goodWithCats: true, goodWithDogs: false, houseTrained: true },
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const { petId } = (await response.json()) as { petId: string }
    expect(await read(client, petId, 'behavior')).toMatchObject({
      behavior: {
        temperament: 'gentle',
        catReactivity: 'relaxed',
        dogReactivity: 'reactive',
        childReactivity: null,
        houseTraining: 'reliable',
      },
    })
  })

  it('migration 0008 turns stored yes/no answers into the scales', async () => {
    const { user, petId } = await ownerWithPet()
    await db.insert(schema.petBehavior).values({
      petId,
      userId: user.id,
      goodWithDogs: true,
      goodWithCats: false,
      goodWithChildren: null,
      houseTrained: false,
    })
    // The migration's backfill statement, run again on a row written the old way.
    const file = readFileSync(join(import.meta.dirname, '../src/db/migrations/0008_pet_behavior_scales.sql'), 'utf8')
    const backfill = file.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "pet_behavior"'))!
    await db.execute(sql.raw(backfill))
    const [row] = await db.select().from(schema.petBehavior).where(eq(schema.petBehavior.petId, petId))
    expect(row).toMatchObject({ dogReactivity: 'relaxed', catReactivity: 'reactive', childReactivity: null, houseTraining: 'not_trained' })
  })
})

describe('who may read and write the sections', () => {
  it('an editor writes, a viewer reads but gets 403 on a write, a stranger gets 404', async () => {
    const owner = await ownerWithPet()
    const editor = await createTestUser(app)
    const viewer = await createTestUser(app)
    const stranger = await createTestUser(app)
    await shareWith(owner.user.id, editor.user.id, owner.petId, 'editor')
    await shareWith(owner.user.id, viewer.user.id, owner.petId, 'viewer')

    for (const [section, body] of [
      ['diet', { foodType: 'Raw' }],
      ['behavior', { dogReactivity: 'relaxed' }],
      ['fun-facts', { nicknames: 'Bis' }],
    ] as const) {
      expect((await put(editor.client, owner.petId, section, body)).status).toBe(200)
      expect((await viewer.client.get(`/api/pets/${owner.petId}/${section}`)).status).toBe(200)
      const refused = await put(viewer.client, owner.petId, section, body)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
      expect((await stranger.client.get(`/api/pets/${owner.petId}/${section}`)).status).toBe(404)
      expect((await put(stranger.client, owner.petId, section, body)).status).toBe(404)
    }
    // What the editor wrote is the owner's row, and in the owner's export.
    const [diet] = await db.select().from(schema.petDiet).where(eq(schema.petDiet.petId, owner.petId))
    expect(diet!.userId).toBe(owner.user.id)
    const exported = (await (await owner.client.get('/api/me/export')).json()) as Record<string, unknown>
    expect(JSON.stringify(exported)).toContain('"dogReactivity":"relaxed"')
    expect(JSON.stringify(exported)).toContain('"nicknames":"Bis"')
  })
})
