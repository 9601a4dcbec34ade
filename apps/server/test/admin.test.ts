import { describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { createMemoryFileStore } from '#server/lib/file-store.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import { createTestAdmin, createTestApp, createTestUser, testConfig, TestClient, uniqueEmail } from './test-app'

const adminEmail = uniqueEmail('admin')
const { app, database } = await createTestApp({ adminEmails: [adminEmail] })

/** Every admin path the API documents, so a new admin endpoint is covered without editing this test. */
async function adminEndpoints(): Promise<{ method: string; path: string }[]> {
  const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })))
}

describe('admin role', () => {
  it('is given at sign-up to an e-mail in PAWPULSE_ADMIN_EMAILS', async () => {
    const { client } = await createTestAdmin(app, { email: adminEmail })
    expect(await (await client.get('/api/me')).json()).toMatchObject({ role: 'admin' })
    const users = await client.get('/api/admin/users')
    expect(users.status).toBe(200)
    expect(await users.json()).toMatchObject({
      users: expect.arrayContaining([expect.objectContaining({ email: adminEmail, role: 'admin' })]),
    })
  })

  it('is given at sign-in to an existing account once its e-mail is on the list', async () => {
    const existing = await createTestUser(app)
    expect(await (await existing.client.get('/api/me')).json()).toMatchObject({ role: 'user' })

    const relisted = createApp({
      config: testConfig({ adminEmails: [existing.email] }),
      database,
      log: createLogger('silent'),
      fileStore: createMemoryFileStore(),
      mailer: createMemoryMailer(),
      version: 'test',
    })
    const client = new TestClient(relisted)
    await client.post('/api/auth/sign-in/email', { email: existing.email, password: existing.password })
    expect(await (await client.get('/api/me')).json()).toMatchObject({ role: 'admin' })
  })

  it('is not given to anyone else', async () => {
    const { client } = await createTestUser(app)
    expect(await (await client.get('/api/me')).json()).toMatchObject({ role: 'user' })
  })
})

describe('admin endpoints', () => {
  it('exist', async () => {
    expect((await adminEndpoints()).length).toBeGreaterThan(0)
  })

  it('refuse a signed-in non-admin with 403 on every one', async () => {
    const { client } = await createTestUser(app)
    for (const { method, path } of await adminEndpoints()) {
      const response = await client.request(method, path)
      expect({ path, status: response.status }).toEqual({ path, status: 403 })
      expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
    }
  })

  it('refuse a visitor without a session with 401 on every one', async () => {
    for (const { method, path } of await adminEndpoints()) {
      const response = await app.request(path, { method })
      expect({ path, status: response.status }).toEqual({ path, status: 401 })
    }
  })

  it("refuse a non-admin Better Auth's own admin endpoints too", async () => {
    const { client } = await createTestUser(app)
    const response = await client.get('/api/auth/admin/list-users')
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
  })
})

describe('admin endpoints with bad input', () => {
  it('still answer a non-admin 403, not a validation error', async () => {
    const { client } = await createTestUser(app)
    expect((await client.get('/api/admin/users?limit=abc')).status).toBe(403)
  })
})
