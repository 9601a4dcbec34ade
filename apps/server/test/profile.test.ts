import { describe, expect, it } from 'vitest'
import { createTestApp, createTestUser, TestClient } from './test-app'

const { app } = await createTestApp()

const patch = (client: TestClient, body: unknown) => client.request('PATCH', '/api/me', body)

describe('PATCH /api/me', () => {
  it('updates the owner profile', async () => {
    const { client } = await createTestUser(app)
    const response = await patch(client, {
      fullName: 'Ana Ruiz',
      preferredName: 'Ana',
      country: 'US',
      currency: 'USD',
      unitSystem: 'imperial',
      timezone: 'America/New_York',
      preferredNotificationMethods: ['email', 'push'],
      onboardingCompleted: true,
    })
    expect(response.status).toBe(200)
    const expected = {
      fullName: 'Ana Ruiz',
      preferredName: 'Ana',
      country: 'US',
      currency: 'USD',
      unitSystem: 'imperial',
      timezone: 'America/New_York',
      preferredNotificationMethods: ['email', 'push'],
      onboardingCompleted: true,
    }
    expect(await response.json()).toMatchObject(expected)
    expect(await (await client.get('/api/me')).json()).toMatchObject(expected)
  })

  it('changes only the fields sent', async () => {
    const { client } = await createTestUser(app, { name: 'Kept Name' })
    await patch(client, { country: 'NL' })
    expect(await (await client.get('/api/me')).json()).toMatchObject({ fullName: 'Kept Name', country: 'NL' })
  })

  it('refuses bad fields, names them, and changes nothing', async () => {
    const { client } = await createTestUser(app, { name: 'Unchanged' })
    const response = await patch(client, { fullName: 'New Name', country: 'Narnia', timezone: 'Mars/Olympus' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Some fields are not valid.',
        fields: { country: 'Choose a country from the list', timezone: 'Choose a time zone from the list' },
      },
    })
    expect(await (await client.get('/api/me')).json()).toMatchObject({ fullName: 'Unchanged', country: null })
  })

  it('refuses fields the owner may not set, such as the role', async () => {
    const { client } = await createTestUser(app)
    const response = await patch(client, { role: 'admin' })
    expect(response.status).toBe(400)
    expect(await (await client.get('/api/me')).json()).toMatchObject({ role: 'user' })
  })

  it('answers malformed JSON with 400 in the error shape', async () => {
    const { client } = await createTestUser(app)
    const response = await client.request('PATCH', '/api/me', '{"country":', { 'content-type': 'application/json' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION' } })
  })

  it('needs a session', async () => {
    const response = await patch(new TestClient(app), { country: 'NL' })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } })
  })
})
