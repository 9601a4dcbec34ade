import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { assertPetAccess, findPetAccess } from '#server/core/pet-access.ts'
import { createTestApp, createTestUser } from './test-app'

const { app, db } = await createTestApp()

/** An owner with a pet, and a member the pet is shared with at the given level and status. */
async function sharedPet(accessLevel: 'editor' | 'viewer', status: 'invited' | 'active' | 'revoked' = 'active') {
  const owner = await createTestUser(app)
  const member = await createTestUser(app)
  const [pet] = await db.insert(schema.pets).values({ userId: owner.user.id, name: 'Pepper', species: 'dog' }).returning()
  const [row] = await db
    .insert(schema.householdMembers)
    .values({ userId: owner.user.id, memberUserId: member.user.id, name: 'Co-parent', accessLevel, status })
    .returning()
  await db.insert(schema.householdMemberPets).values({ memberId: row!.id, petId: pet!.id })
  return { owner, member, pet: pet! }
}

describe('pet access', () => {
  it('is owner for the owner and nothing for a stranger', async () => {
    const { owner, pet } = await sharedPet('editor')
    const stranger = await createTestUser(app)
    expect(await findPetAccess({ db, userId: owner.user.id, petId: pet.id })).toBe('owner')
    expect(await findPetAccess({ db, userId: stranger.user.id, petId: pet.id })).toBeNull()
    await expect(assertPetAccess({ db, userId: stranger.user.id, petId: pet.id, need: 'read' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  it.each([
    ['editor', 'active', 'editor'],
    ['viewer', 'active', 'viewer'],
    ['editor', 'invited', null],
    ['editor', 'revoked', null],
  ] as const)('a %s member whose status is %s has access %s', async (level, status, expected) => {
    const { member, pet } = await sharedPet(level, status)
    expect(await findPetAccess({ db, userId: member.user.id, petId: pet.id })).toBe(expected)
  })

  it('lets a viewer read but not write', async () => {
    const { member, pet } = await sharedPet('viewer')
    await expect(assertPetAccess({ db, userId: member.user.id, petId: pet.id, need: 'read' })).resolves.toMatchObject({ access: 'viewer' })
    await expect(assertPetAccess({ db, userId: member.user.id, petId: pet.id, need: 'write' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
  })

  it('lets only the owner do owner things', async () => {
    const { member, owner, pet } = await sharedPet('editor')
    await expect(assertPetAccess({ db, userId: member.user.id, petId: pet.id, need: 'own' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    await expect(assertPetAccess({ db, userId: owner.user.id, petId: pet.id, need: 'own' })).resolves.toMatchObject({ access: 'owner' })
  })
})

describe('GET /api/pets', () => {
  it('lists own and shared pets, never a stranger’s', async () => {
    const { member, pet } = await sharedPet('viewer')
    const [own] = await db.insert(schema.pets).values({ userId: member.user.id, name: 'Own Cat', species: 'cat' }).returning()
    const stranger = await createTestUser(app)
    await db.insert(schema.pets).values({ userId: stranger.user.id, name: 'Not Yours', species: 'dog' })

    const response = await member.client.get('/api/pets')
    const { pets } = (await response.json()) as { pets: { id: string; name: string; access: string }[] }
    expect(pets.map((p) => [p.name, p.access])).toEqual([
      ['Own Cat', 'owner'],
      ['Pepper', 'viewer'],
    ])
    expect(pets.map((p) => p.id)).toEqual([own!.id, pet.id])
  })

  it('lists only current conditions', async () => {
    const { owner, pet } = await sharedPet('editor')
    await db.insert(schema.petHealthConditions).values([
      { petId: pet.id, userId: owner.user.id, condition: 'mvd' },
      { petId: pet.id, userId: owner.user.id, condition: 'ibd', ongoing: false },
      { petId: pet.id, userId: owner.user.id, condition: 'allergies', resolutionDate: '2026-01-01' },
    ])
    const { pets } = (await (await owner.client.get('/api/pets')).json()) as { pets: { currentConditions: string[] }[] }
    expect(pets[0]?.currentConditions).toEqual(['mvd'])
  })

  it('needs a session', async () => {
    const response = await app.request('/api/pets')
    expect(response.status).toBe(401)
  })
})
