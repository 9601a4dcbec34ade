import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { createTestApp, createTestUser, TEST_ORIGIN, TestClient, type TestApp } from './test-app'

const { app, db } = await createTestApp()

const INVALID = 'The API key is invalid, expired or revoked.'

/** A device or a script: no cookie, no Origin, no Sec-Fetch-Site — just the key. */
function withKey(target: TestApp, secret: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return target.request(path, {
    method,
    headers: { authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

const breathingCount = () => ({
  measuredAt: new Date(Date.now() - 60_000).toISOString(),
  breathCount: 11,
  durationSeconds: 30,
  method: 'manual',
  context: 'sleeping',
})

async function ownerWithPets(target: TestApp = app, existing?: Awaited<ReturnType<typeof createTestUser>>) {
  const owner = existing ?? (await createTestUser(target))
  const pet = async (name: string) => {
    const response = await owner.client.post('/api/pets', { name, species: 'dog' })
    expect(response.status).toBe(201)
    return ((await response.json()) as { id: string }).id
  }
  return { ...owner, pepper: await pet('Pepper'), miso: await pet('Miso') }
}

async function createKey(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post('/api/me/api-keys', { name: 'Kitchen tablet', access: 'read_write', ...body })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as { key: { id: string; prefix: string; access: string; lastUsedAt: string | null }; secret: string }
}

const keyRow = async (id: string) => (await db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, id)))[0]

describe('managing keys (a session only)', () => {
  it('creates a key whose secret is shown once, lists it without the secret, stores only its hash, and revokes it', async () => {
    const { client, pepper } = await ownerWithPets()
    const created = await createKey(client, { petIds: [pepper, pepper], access: 'read', expiresOn: '2099-12-31' })
    expect(created.secret).toMatch(/^pp_[0-9a-f]{64}$/)
    expect(created.key).toMatchObject({
      name: 'Kitchen tablet',
      prefix: created.secret.slice(0, 11),
      access: 'read',
      pets: [{ id: pepper, name: 'Pepper' }],
      expiresOn: '2099-12-31',
      isExpired: false,
      lastUsedAt: null,
    })

    const listed = await client.get('/api/me/api-keys')
    expect(listed.status).toBe(200)
    const listText = await listed.text()
    expect(listText).not.toContain(created.secret)
    expect(JSON.parse(listText)).toEqual({ keys: [created.key] })

    const row = await keyRow(created.key.id)
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(11))
    expect(row!.secretHash).toBe(createHash('sha256').update(created.secret).digest('hex'))

    expect((await client.request('DELETE', `/api/me/api-keys/${created.key.id}`)).status).toBe(204)
    expect(await (await client.get('/api/me/api-keys')).json()).toEqual({ keys: [] })
    expect(await keyRow(created.key.id)).toBeUndefined()
  })

  it('refuses a pet the user cannot see (404) or may only view (403), saving nothing', async () => {
    const { client } = await ownerWithPets()
    const stranger = await ownerWithPets()
    const viewer = await createTestUser(app)
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: stranger.user.id, memberUserId: viewer.user.id, name: 'Viewer', accessLevel: 'viewer', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId: stranger.pepper })

    const foreign = await client.post('/api/me/api-keys', { name: 'x', access: 'read', petIds: [stranger.pepper] })
    expect(foreign.status).toBe(404)
    const viewOnly = await viewer.client.post('/api/me/api-keys', { name: 'x', access: 'read', petIds: [stranger.pepper] })
    expect(viewOnly.status).toBe(403)
    for (const who of [client, viewer.client]) expect(await (await who.get('/api/me/api-keys')).json()).toEqual({ keys: [] })
  })

  it('checks the body: a name, at least one pet, an access, an expiry from today on', async () => {
    const { client, pepper } = await ownerWithPets()
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ', access: 'read', petIds: [pepper] }, 'name'],
      [{ name: 'x'.repeat(81), access: 'read', petIds: [pepper] }, 'name'],
      [{ name: 'Tablet', access: 'read', petIds: [] }, 'petIds'],
      [{ name: 'Tablet', access: 'admin', petIds: [pepper] }, 'access'],
      [{ name: 'Tablet', access: 'read', petIds: [pepper], expiresOn: '2020-01-01' }, 'expiresOn'],
    ]
    for (const [body, field] of cases) {
      const response = await client.post('/api/me/api-keys', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(field)
    }
  })

  it('is for accounts: a guest is asked to sign up', async () => {
    const guest = new TestClient(app)
    await guest.post('/api/auth/sign-in/anonymous')
    expect((await guest.get('/api/me/api-keys')).status).toBe(401)
    expect((await guest.post('/api/me/api-keys', { name: 'x', access: 'read', petIds: [] })).status).toBe(401)
  })

  it("answers 404 for another user's key, which stays", async () => {
    const owner = await ownerWithPets()
    const other = await createTestUser(app)
    const { key } = await createKey(owner.client, { petIds: [owner.pepper] })
    expect((await other.client.request('DELETE', `/api/me/api-keys/${key.id}`)).status).toBe(404)
    expect((await other.client.request('DELETE', '/api/me/api-keys/not-an-id')).status).toBe(404)
    expect(await keyRow(key.id)).toBeDefined()
  })
})

describe('a key on the pet-scoped API', () => {
  it("reads the key's pets, and lists only them", async () => {
    const { client, pepper } = await ownerWithPets()
    const { secret } = await createKey(client, { petIds: [pepper], access: 'read' })
    const pet = await withKey(app, secret, 'GET', `/api/pets/${pepper}`)
    expect(pet.status).toBe(200)
    expect(await pet.json()).toMatchObject({ id: pepper, name: 'Pepper' })
    expect((await withKey(app, secret, 'GET', `/api/pets/${pepper}/breathing-logs`)).status).toBe(200)
    const list = (await (await withKey(app, secret, 'GET', '/api/pets')).json()) as { pets: { id: string }[] }
    expect(list.pets.map((p) => p.id)).toEqual([pepper])
  })

  it("answers 404 for the owner's other pet and for another user's pet", async () => {
    const { client, pepper, miso } = await ownerWithPets()
    const stranger = await ownerWithPets()
    const { secret } = await createKey(client, { petIds: [pepper] })
    for (const petId of [miso, stranger.pepper]) {
      expect((await withKey(app, secret, 'GET', `/api/pets/${petId}`)).status).toBe(404)
      expect((await withKey(app, secret, 'POST', `/api/pets/${petId}/breathing-logs`, breathingCount())).status).toBe(404)
    }
  })

  it('writes with read-and-write access (a breathing count from curl: 201), and is refused writes when read only (403)', async () => {
    const { client, pepper } = await ownerWithPets()
    const reader = await createKey(client, { petIds: [pepper], access: 'read' })
    const writer = await createKey(client, { petIds: [pepper], access: 'read_write' })

    const refused = await withKey(app, reader.secret, 'POST', `/api/pets/${pepper}/breathing-logs`, breathingCount())
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'This API key can only read. Create a key with read and write access to change records.' },
    })
    expect((await withKey(app, reader.secret, 'PATCH', `/api/pets/${pepper}`, { name: 'Renamed' })).status).toBe(403)

    const posted = await withKey(app, writer.secret, 'POST', `/api/pets/${pepper}/breathing-logs`, breathingCount())
    expect(posted.status).toBe(201)
    expect(await posted.json()).toMatchObject({ log: { breathCount: 11, durationSeconds: 30, method: 'manual' } })
    const logs = (await (await client.get(`/api/pets/${pepper}/breathing-logs`)).json()) as { logs: unknown[] }
    expect(logs.logs).toHaveLength(1)
  })

  it("keeps the owner-only rule: an editor's key cannot delete the shared pet", async () => {
    const owner = await ownerWithPets()
    const editor = await createTestUser(app)
    const [member] = await db
      .insert(schema.householdMembers)
      .values({ userId: owner.user.id, memberUserId: editor.user.id, name: 'Editor', accessLevel: 'editor', status: 'active' })
      .returning()
    await db.insert(schema.householdMemberPets).values({ memberId: member!.id, petId: owner.pepper })
    const { secret } = await createKey(editor.client, { petIds: [owner.pepper] })
    expect((await withKey(app, secret, 'POST', `/api/pets/${owner.pepper}/breathing-logs`, breathingCount())).status).toBe(201)
    const refused = await withKey(app, secret, 'DELETE', `/api/pets/${owner.pepper}`)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { message: 'Only the pet’s owner can do that.' } })

    // Losing the household's access ends the key's too, though the key still lists the pet.
    await db.update(schema.householdMembers).set({ status: 'revoked' }).where(eq(schema.householdMembers.id, member!.id))
    expect((await withKey(app, secret, 'GET', `/api/pets/${owner.pepper}`)).status).toBe(404)
    expect((await withKey(app, secret, 'POST', `/api/pets/${owner.pepper}/breathing-logs`, breathingCount())).status).toBe(404)
    expect(((await (await withKey(app, secret, 'GET', '/api/pets')).json()) as { pets: unknown[] }).pets).toEqual([])
  })

  it('refuses a revoked, an expired, an unknown or a malformed key with 401', async () => {
    const { client, pepper } = await ownerWithPets()
    const revoked = await createKey(client, { petIds: [pepper] })
    await client.request('DELETE', `/api/me/api-keys/${revoked.key.id}`)
    const expired = await createKey(client, { petIds: [pepper] })
    await db
      .update(schema.apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.apiKeys.id, expired.key.id))
    const unknown = `pp_${'ab'.repeat(32)}`
    for (const secret of [revoked.secret, expired.secret, unknown, 'not-a-key', '']) {
      const response = await withKey(app, secret, 'GET', `/api/pets/${pepper}`)
      expect(response.status, secret).toBe(401)
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: INVALID } })
    }
    expect((await client.get('/api/me/api-keys').then((r) => r.json())) as unknown).toMatchObject({
      keys: [{ id: expired.key.id, isExpired: true }],
    })
  })

  it('records the last use at most once a minute', async () => {
    const { client, pepper } = await ownerWithPets()
    const { key, secret } = await createKey(client, { petIds: [pepper] })
    expect((await keyRow(key.id))!.lastUsedAt).toBeNull()
    await withKey(app, secret, 'GET', `/api/pets/${pepper}`)
    const first = (await keyRow(key.id))!.lastUsedAt
    expect(first).toBeInstanceOf(Date)
    await withKey(app, secret, 'GET', `/api/pets/${pepper}`)
    expect((await keyRow(key.id))!.lastUsedAt).toEqual(first)

    const twoMinutesAgo = new Date(Date.now() - 120_000)
    await db.update(schema.apiKeys).set({ lastUsedAt: twoMinutesAgo }).where(eq(schema.apiKeys.id, key.id))
    await withKey(app, secret, 'GET', `/api/pets/${pepper}`)
    expect((await keyRow(key.id))!.lastUsedAt!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000)
    const listed = (await (await client.get('/api/me/api-keys')).json()) as { keys: { lastUsedAt: string | null }[] }
    expect(listed.keys[0]!.lastUsedAt).not.toBeNull()
  })
})

describe('a key everywhere else', () => {
  it('is refused as if there were no session, even beside a valid session cookie', async () => {
    const { client, user, pepper } = await ownerWithPets()
    const { key, secret } = await createKey(client, { petIds: [pepper] })
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/me'],
      ['PATCH', '/api/me', { preferredName: 'Key' }],
      ['DELETE', '/api/me', { confirmEmail: user.email, currentPassword: 'correct horse' }],
      ['GET', '/api/me/export'],
      ['GET', '/api/me/sessions'],
      ['GET', '/api/me/api-keys'],
      ['POST', '/api/me/api-keys', { name: 'Another', access: 'read_write', petIds: [pepper] }],
      ['DELETE', `/api/me/api-keys/${key.id}`],
      ['POST', '/api/pets', { name: 'Sneaky', species: 'cat' }],
      ['GET', '/api/household/members'],
      ['POST', '/api/household/members', { name: 'X', email: 'x@example.com', petIds: [pepper], accessLevel: 'editor' }],
      ['GET', '/api/admin/users'],
      ['GET', '/api/reminders'],
      ['POST', '/api/onboarding/complete', {}],
    ]
    for (const [method, path, body] of calls) {
      for (const headers of [{}, { cookie: client.cookieHeader(), origin: TEST_ORIGIN }] as Record<string, string>[]) {
        const response = await withKey(app, secret, method, path, body, headers)
        expect({ call: `${method} ${path}`, cookie: 'cookie' in headers, status: response.status }).toEqual({
          call: `${method} ${path}`,
          cookie: 'cookie' in headers,
          status: 401,
        })
      }
    }
    // Better Auth's own endpoints do not see the cookie either.
    const session = await withKey(app, secret, 'GET', '/api/auth/get-session', undefined, { cookie: client.cookieHeader() })
    expect(await session.json()).toBeNull()
    expect(await keyRow(key.id)).toBeDefined()
    expect((await client.get('/api/me')).status).toBe(200)
  })

  it('does not let a page of another site write with it (the same-origin rule holds), nor ride on the cookie with a bad key', async () => {
    const { client, pepper } = await ownerWithPets()
    const { secret } = await createKey(client, { petIds: [pepper] })
    const crossSite = await withKey(app, secret, 'POST', `/api/pets/${pepper}/breathing-logs`, breathingCount(), {
      origin: 'https://evil.example',
      cookie: client.cookieHeader(),
    })
    expect(crossSite.status).toBe(403)
    const badKeyWithCookie = await withKey(app, 'pp_wrong', 'POST', `/api/pets/${pepper}/breathing-logs`, breathingCount(), {
      origin: TEST_ORIGIN,
      cookie: client.cookieHeader(),
    })
    expect(badKeyWithCookie.status).toBe(401)
    expect(((await (await client.get(`/api/pets/${pepper}/breathing-logs`)).json()) as { logs: unknown[] }).logs).toEqual([])
  })
})

describe('the rate limit per key', () => {
  it('answers 429 in the error shape after the limit, for that key only', async () => {
    const limited = await createTestApp({ apiKeyRateLimit: { window: 60, max: 3 } })
    const owner = await createTestUser(limited.app)
    const { pepper } = await ownerWithPets(limited.app, owner)
    const first = await createKey(owner.client, { petIds: [pepper] })
    const second = await createKey(owner.client, { petIds: [pepper] })
    for (let i = 0; i < 3; i++) expect((await withKey(limited.app, first.secret, 'GET', `/api/pets/${pepper}`)).status).toBe(200)
    const refused = await withKey(limited.app, first.secret, 'GET', `/api/pets/${pepper}`)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })
    // When to come back, for the script or device on the other end: within the minute's window.
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect((await withKey(limited.app, second.secret, 'GET', `/api/pets/${pepper}`)).status).toBe(200)
    expect((await owner.client.get(`/api/pets/${pepper}`)).status).toBe(200)
  })
})
