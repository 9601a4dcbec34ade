import { describe, expect, it } from 'vitest'
import { createTestApp, createTestUser, type TestClient } from './test-app'

const { app } = await createTestApp()

async function newPet(client: TestClient) {
  const response = await client.post('/api/pets', { name: 'Pepper', species: 'dog' })
  return ((await response.json()) as { id: string }).id
}

const put = (client: TestClient, petId: string, role: string, body: unknown) =>
  client.request('PUT', `/api/pets/${petId}/care-team/${role}`, body)

describe('care team', () => {
  it('saves one primary vet per pet, with blanks as null and the address text', async () => {
    const { client } = await createTestUser(app)
    const petId = await newPet(client)
    const response = await put(client, petId, 'primary-veterinarian', {
      name: 'Dr. Vega',
      clinic: 'Canal Vets',
      phoneNumber: '+31 20 123 4567',
      email: '',
      street: 'Prinsengracht',
      streetNumber: '263',
      city: 'Amsterdam',
      postalCode: '1016 GV',
      country: 'Netherlands',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      role: 'Primary Veterinarian',
      name: 'Dr. Vega',
      email: null,
      fullAddress: '263, Prinsengracht, Amsterdam, 1016 GV, Netherlands',
    })

    // A second save replaces the first (upsert on pet and role).
    await put(client, petId, 'primary-veterinarian', { name: 'Dr. Okafor' })
    const { contacts } = (await (await client.get(`/api/pets/${petId}/care-team`)).json()) as {
      contacts: { name: string; clinic: string | null }[]
    }
    expect(contacts).toEqual([expect.objectContaining({ name: 'Dr. Okafor', clinic: null, fullAddress: null })])
  })

  it('keeps the emergency contact apart from the vet', async () => {
    const { client } = await createTestUser(app)
    const petId = await newPet(client)
    await put(client, petId, 'primary-veterinarian', { name: 'Dr. Vega' })
    await put(client, petId, 'emergency-contact', { name: 'Sam', phoneNumber: '06 1234 5678' })
    const { contacts } = (await (await client.get(`/api/pets/${petId}/care-team`)).json()) as { contacts: { role: string }[] }
    expect(contacts.map((c) => c.role).sort()).toEqual(['Emergency Contact', 'Primary Veterinarian'])

    expect((await client.request('DELETE', `/api/pets/${petId}/care-team/emergency-contact`)).status).toBe(204)
    const after = (await (await client.get(`/api/pets/${petId}/care-team`)).json()) as { contacts: { role: string }[] }
    expect(after.contacts.map((c) => c.role)).toEqual(['Primary Veterinarian'])
  })

  it('refuses an all-blank form and bad fields', async () => {
    const { client } = await createTestUser(app)
    const petId = await newPet(client)
    const blank = await put(client, petId, 'primary-veterinarian', { name: ' ', clinic: '' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ error: { message: 'Fill in at least one field.' } })
    const bad = await put(client, petId, 'primary-veterinarian', { email: 'vet@', phoneNumber: 'call me' })
    expect(await bad.json()).toMatchObject({
      error: { fields: { email: 'Enter a valid e-mail address', phoneNumber: 'Enter a phone number with digits, spaces, +, ( ) or -' } },
    })
    expect((await put(client, petId, 'groomer', { name: 'X' })).status).toBe(400)
  })

  it("answers 404 for another user's pet on every route", async () => {
    const owner = await createTestUser(app)
    const petId = await newPet(owner.client)
    await put(owner.client, petId, 'primary-veterinarian', { name: 'Dr. Vega' })
    const { client } = await createTestUser(app)
    expect((await client.get(`/api/pets/${petId}/care-team`)).status).toBe(404)
    expect((await put(client, petId, 'primary-veterinarian', { name: 'Dr. Evil' })).status).toBe(404)
    expect((await client.request('DELETE', `/api/pets/${petId}/care-team/primary-veterinarian`)).status).toBe(404)
    const { contacts } = (await (await owner.client.get(`/api/pets/${petId}/care-team`)).json()) as { contacts: { name: string }[] }
    expect(contacts.map((c) => c.name)).toEqual(['Dr. Vega'])
  })
})
