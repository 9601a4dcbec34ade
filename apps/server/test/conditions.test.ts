import { localToday } from '@pawpulse/domain/time-zone'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app, db } = await createTestApp()

type Condition = {
  id: string
  condition: string
  label: string
  isResolved: boolean
  ongoing: boolean
  resolutionDate: string | null
  otherName: string | null
  notes: string | null
}

async function ownerWithPet() {
  const owner = await createTestUser(app)
  await owner.client.request('PATCH', '/api/me', { timezone: 'Pacific/Auckland' })
  const pet = (await (await owner.client.post('/api/pets', { name: 'Rosie', species: 'dog' })).json()) as { id: string }
  return { ...owner, petId: pet.id }
}

async function addCondition(client: TestClient, petId: string, body: Record<string, unknown>) {
  const response = await client.post(`/api/pets/${petId}/conditions`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Condition
}

const list = async (client: TestClient, petId: string) =>
  (await (await client.get(`/api/pets/${petId}/conditions`)).json()) as { current: Condition[]; resolved: Condition[] }

describe('conditions', () => {
  it('are added from the list or in the owner’s words, and split into current and resolved', async () => {
    const { client, petId } = await ownerWithPet()
    const mvd = await addCondition(client, petId, { condition: 'mvd', diagnosisDate: '2025-06-01', notes: 'Grade 3 murmur' })
    expect(mvd).toMatchObject({ label: 'MVD', ongoing: true, isResolved: false, otherName: null })
    const other = await addCondition(client, petId, { condition: 'other', otherName: 'Luxating patella' })
    expect(other.label).toBe('Luxating patella')
    const past = await addCondition(client, petId, { condition: 'allergies', ongoing: false })
    const dated = await addCondition(client, petId, { condition: 'ckd', resolutionDate: '2025-12-01' })

    const { current, resolved } = await list(client, petId)
    expect(current.map((c) => c.id)).toEqual([other.id, mvd.id])
    expect(resolved.map((c) => c.id).sort()).toEqual([past.id, dated.id].sort())
    const pet = (await (await client.get(`/api/pets/${petId}`)).json()) as { currentConditions: string[] }
    expect(pet.currentConditions.sort()).toEqual(['mvd', 'other'])
  })

  it.each([
    ['a condition not on the list', { condition: 'gout' }, 'condition', 'Choose a condition from the list'],
    ['"other" without a name', { condition: 'other' }, 'otherName', 'Name the condition'],
    ['a diagnosis in the future', { condition: 'ibd', diagnosisDate: '2999-01-01' }, 'diagnosisDate', 'The date cannot be in the future'],
    ['a diagnosis in the year 0', { condition: 'ibd', diagnosisDate: '0000-01-01' }, 'diagnosisDate', 'Enter a date from 1900 on'],
    [
      'a resolution before the diagnosis',
      { condition: 'ibd', diagnosisDate: '2025-06-01', resolutionDate: '2025-01-01' },
      'resolutionDate',
      'Resolution cannot be before the diagnosis',
    ],
  ])('refuses %s', async (_name, body, field, message) => {
    const { client, petId } = await ownerWithPet()
    const response = await client.post(`/api/pets/${petId}/conditions`, body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { [field]: message } } })
  })

  it('resolve on the owner’s today, reopen, and cannot be current twice', async () => {
    const { client, petId } = await ownerWithPet()
    const mvd = await addCondition(client, petId, { condition: 'mvd', diagnosisDate: '2025-06-01' })
    const duplicate = await client.post(`/api/pets/${petId}/conditions`, { condition: 'mvd' })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toMatchObject({ error: { message: 'MVD is already a current condition of this pet.' } })

    const resolved = await client.post(`/api/pets/${petId}/conditions/${mvd.id}/resolve`, {})
    expect(await resolved.json()).toMatchObject({ isResolved: true, ongoing: false, resolutionDate: localToday('Pacific/Auckland') })
    expect((await list(client, petId)).resolved.map((c) => c.id)).toEqual([mvd.id])
    const early = await client.post(`/api/pets/${petId}/conditions/${mvd.id}/resolve`, { resolutionDate: '2025-01-01' })
    expect(await early.json()).toMatchObject({ error: { fields: { resolutionDate: 'Resolution cannot be before the diagnosis' } } })

    // While resolved, the same condition may be added again; reopening the old one would then clash.
    const again = await addCondition(client, petId, { condition: 'mvd' })
    expect((await client.post(`/api/pets/${petId}/conditions/${mvd.id}/reopen`)).status).toBe(409)
    expect((await client.request('DELETE', `/api/pets/${petId}/conditions/${again.id}`)).status).toBe(204)
    const reopened = await client.post(`/api/pets/${petId}/conditions/${mvd.id}/reopen`)
    expect(await reopened.json()).toMatchObject({ isResolved: false, ongoing: true, resolutionDate: null })
    expect((await list(client, petId)).current.map((c) => c.id)).toEqual([mvd.id])
  })

  it('are edited (the whole entry re-checked) and deleted', async () => {
    const { client, petId } = await ownerWithPet()
    const condition = await addCondition(client, petId, { condition: 'other', otherName: 'Itchy ears' })
    const path = `/api/pets/${petId}/conditions/${condition.id}`
    expect(await (await client.request('PATCH', path, { notes: 'Worse in spring', otherName: 'Ear mites' })).json()).toMatchObject({
      notes: 'Worse in spring',
      label: 'Ear mites',
    })
    const named = await client.request('PATCH', path, { otherName: '' })
    expect(await named.json()).toMatchObject({ error: { fields: { otherName: 'Name the condition' } } })
    expect(await (await client.request('PATCH', path, { condition: 'allergies' })).json()).toMatchObject({
      condition: 'allergies',
      label: 'Allergies',
      otherName: null,
    })
    expect((await client.request('PATCH', path, { ongoing: false })).status).toBe(400)
    expect((await client.request('DELETE', path)).status).toBe(204)
    expect((await client.request('DELETE', path)).status).toBe(404)
  })
})

describe('condition metadata', () => {
  it('is upserted per pet and condition, checked by the condition’s shape (MVD: ACVIM stage)', async () => {
    const { client, petId } = await ownerWithPet()
    const path = `/api/pets/${petId}/condition-metadata/mvd`
    expect(await (await client.get(path)).json()).toEqual({ conditionId: 'mvd', data: {}, updatedAt: null })
    expect(await (await client.request('PUT', path, { data: { acvimStage: 'B1' } })).json()).toMatchObject({ data: { acvimStage: 'B1' } })
    await client.request('PUT', path, { data: { acvimStage: 'B2' } })
    expect(await (await client.get(path)).json()).toMatchObject({ data: { acvimStage: 'B2' } })

    const bad = await client.request('PUT', path, { data: { acvimStage: 'E' } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { fields: { 'data.acvimStage': 'Choose an ACVIM stage: A, B1, B2, C or D' } } })
    expect((await client.request('PUT', `/api/pets/${petId}/condition-metadata/gout`, { data: {} })).status).toBe(400)

    await client.request('PUT', `/api/pets/${petId}/condition-metadata/ckd`, { data: { irisStage: '2' } })
    const { metadata } = (await (await client.get(`/api/pets/${petId}/condition-metadata`)).json()) as {
      metadata: { conditionId: string }[]
    }
    expect(metadata.map((m) => m.conditionId)).toEqual(['ckd', 'mvd'])
  })
})

describe('condition access', () => {
  it('answers 404 to a stranger and 403 to a viewer writing', async () => {
    const { client, user, petId } = await ownerWithPet()
    const condition = await addCondition(client, petId, { condition: 'epilepsy' })
    const stranger = await createTestUser(app)
    expect((await stranger.client.get(`/api/pets/${petId}/conditions`)).status).toBe(404)
    expect((await stranger.client.post(`/api/pets/${petId}/conditions/${condition.id}/resolve`, {})).status).toBe(404)
    expect((await stranger.client.request('PUT', `/api/pets/${petId}/condition-metadata/mvd`, { data: { acvimStage: 'C' } })).status).toBe(
      404,
    )

    const viewer = await createTestUser(app)
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: user.id, memberUserId: viewer.user.id, name: 'Sitter', accessLevel: 'viewer', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId })
    expect((await list(viewer.client, petId)).current.map((c) => c.id)).toEqual([condition.id])
    expect((await viewer.client.post(`/api/pets/${petId}/conditions/${condition.id}/resolve`, {})).status).toBe(403)
    expect((await viewer.client.post(`/api/pets/${petId}/conditions`, { condition: 'mvd' })).status).toBe(403)
  })
})
