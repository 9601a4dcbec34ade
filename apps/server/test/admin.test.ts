import { describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { createMemoryFileStore } from '#server/lib/file-store.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import { eq } from 'drizzle-orm'
import { revokeUnconfirmedAdmins } from '#server/auth/admin-role.ts'
import { users } from '#server/db/schema.ts'
import {
  cheapPasswordHasher,
  confirmEmail,
  createTestAdmin,
  createTestApp,
  createTestUser,
  testConfig,
  TestClient,
  uniqueEmail,
} from './test-app'

const adminEmail = uniqueEmail('admin')
const { app, database, mailer } = await createTestApp({ adminEmails: [adminEmail] })

/** The same database served by an app whose admin list names `email`, as after a restart with it added. */
function relistedApp(email: string) {
  return createApp({
    config: testConfig({ adminEmails: [email] }),
    database,
    log: createLogger('silent'),
    fileStore: createMemoryFileStore(),
    mailer: createMemoryMailer(),
    version: 'test',
    passwordHasher: cheapPasswordHasher,
  })
}

/** Every admin path the API documents, so a new admin endpoint is covered without editing this test. */
async function adminEndpoints(): Promise<{ method: string; path: string }[]> {
  const doc = (await (await app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })))
}

describe('admin role', () => {
  it('is given to an e-mail in PAWPULSE_ADMIN_EMAILS once the confirmation link is opened, not at sign-up', async () => {
    const { client } = await createTestUser(app, { email: adminEmail })
    // Whoever signs up first with a listed address is not an admin until the address is proven.
    expect(await (await client.get('/api/me')).json()).toMatchObject({ role: 'user', emailVerified: false })
    expect((await client.get('/api/admin/users')).status).toBe(403)

    await confirmEmail(app, mailer.sent, adminEmail)
    expect(await (await client.get('/api/me')).json()).toMatchObject({ role: 'admin', emailVerified: true })
    const users = await client.get('/api/admin/users')
    expect(users.status).toBe(200)
    expect(await users.json()).toMatchObject({
      users: expect.arrayContaining([expect.objectContaining({ email: adminEmail, role: 'admin' })]),
    })
  })

  it('is not given at sign-in to an unconfirmed account whose e-mail is listed', async () => {
    const existing = await createTestUser(app)
    const client = new TestClient(relistedApp(existing.email))
    await client.post('/api/auth/sign-in/email', { email: existing.email, password: existing.password })
    expect(await (await client.get('/api/me')).json()).toMatchObject({ role: 'user' })
    expect((await client.get('/api/admin/users')).status).toBe(403)
  })

  it('is given at sign-in to a confirmed account once its e-mail is on the list', async () => {
    const existing = await createTestUser(app)
    await confirmEmail(app, mailer.sent, existing.email)
    expect(await (await existing.client.get('/api/me')).json()).toMatchObject({ role: 'user' })

    const client = new TestClient(relistedApp(existing.email))
    await client.post('/api/auth/sign-in/email', { email: existing.email, password: existing.password })
    expect(await (await client.get('/api/me')).json()).toMatchObject({ role: 'admin' })
  })

  it('is taken from an unconfirmed address that holds it: at the next sign-in, and from every session at start', async () => {
    // As an account that signed up with a listed address before the rule had it (decision 059).
    const early = await createTestUser(app, { email: uniqueEmail('early-admin') })
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, early.user.id))
    expect((await early.client.get('/api/admin/users')).status).toBe(200)

    const signedIn = new TestClient(relistedApp(early.email))
    await signedIn.post('/api/auth/sign-in/email', { email: early.email, password: early.password })
    expect(await (await signedIn.get('/api/me')).json()).toMatchObject({ role: 'user' })
    expect((await early.client.get('/api/admin/users')).status).toBe(403)

    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, early.user.id))
    expect(await revokeUnconfirmedAdmins(database.db)).toBeGreaterThanOrEqual(1)
    expect((await early.client.get('/api/admin/users')).status).toBe(403)
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

  it("are not Better Auth's own admin endpoints, which answer 404 even to an admin (decision 059)", async () => {
    const admin = await createTestAdmin({ app, mailer }, { email: uniqueEmail('admin-too') })
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id))
    const response = await admin.client.get('/api/auth/admin/list-users')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })
})

describe('admin endpoints with bad input', () => {
  it('still answer a non-admin 403, not a validation error', async () => {
    const { client } = await createTestUser(app)
    expect((await client.get('/api/admin/users?limit=abc')).status).toBe(403)
  })
})
