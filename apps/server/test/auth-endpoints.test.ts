import { describe, expect, it } from 'vitest'
import { createAuth } from '#server/auth/create-auth.ts'
import { EXPOSED_AUTH_ENDPOINTS, isExposedAuthEndpoint } from '#server/auth/exposed-endpoints.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import { createTestAdmin, createTestApp, createTestUser, testConfig, TestClient, uniqueEmail } from './test-app'

const adminEmail = uniqueEmail('admin')
const testApp = await createTestApp({ adminEmails: [adminEmail] })
const { app, db } = testApp
const admin = await createTestAdmin(testApp, { email: adminEmail })
const owner = await createTestUser(app, { name: 'Olive Owner' })

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/**
 * Every endpoint Better Auth 1.6 registers with the app's plugins: `auth.api` holds each one with
 * its path (server-only ones have none and no route) — the same table its router is built from.
 */
function registeredEndpoints(): { name: string; path: string }[] {
  const auth = createAuth({ db, config: testConfig(), log: createLogger('silent'), mailer: createMemoryMailer() })
  return Object.entries(auth.api as Record<string, { path?: string }>).flatMap(([name, endpoint]) =>
    typeof endpoint.path === 'string' ? [{ name, path: endpoint.path }] : [],
  )
}

/** A concrete address for a registered path (`/reset-password/:token` → `/reset-password/x`). */
const concrete = (path: string) => `/api/auth${path.replace(/:[^/]+/g, 'x')}`

describe('Better Auth endpoints the app serves (EXPOSED_AUTH_ENDPOINTS)', () => {
  const registered = registeredEndpoints()

  it('are all registered by Better Auth, and the plugins register more that stay hidden', () => {
    const paths = new Set(registered.map((endpoint) => endpoint.path))
    for (const endpoint of EXPOSED_AUTH_ENDPOINTS) expect(paths, endpoint).toContain(endpoint.split(' ')[1])
    expect(registered.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(['/admin/impersonate-user', '/admin/set-user-password', '/list-sessions', '/update-user']),
    )
  })

  it('answer only those methods and paths: everything else is a 404 in the error shape, even to an admin', async () => {
    expect(await (await admin.client.get('/api/me')).json()).toMatchObject({ role: 'admin' })
    const answered: string[] = []
    for (const { path } of registered) {
      for (const method of METHODS) {
        // The exposed ones are asked without a session (below): sign-out would end the admin's.
        if (isExposedAuthEndpoint(method, concrete(path).slice('/api/auth'.length))) continue
        const response = await admin.client.request(method, concrete(path), method === 'GET' ? undefined : {})
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 })
        expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.any(String) } })
        answered.push(`${method} ${path}`)
      }
    }
    expect(answered.length).toBeGreaterThan(100)
    // The admin still has its session and role: nothing above did anything.
    expect(await (await admin.client.get('/api/me')).json()).toMatchObject({ role: 'admin' })
  })

  it.each(EXPOSED_AUTH_ENDPOINTS)('%s answers (not 404)', async (endpoint) => {
    const [method, path] = endpoint.split(' ') as [string, string]
    const response = await new TestClient(app).request(method, concrete(path), method === 'GET' ? undefined : {})
    expect(response.status).not.toBe(404)
  })

  it("refuse the admin plugin's powers to an admin: impersonation, any user's password, the list of accounts, bans", async () => {
    const target = { userId: owner.user.id }
    const attempts = [
      await admin.client.post('/api/auth/admin/impersonate-user', target),
      await admin.client.post('/api/auth/admin/set-user-password', { ...target, newPassword: 'taken over now' }),
      await admin.client.get('/api/auth/admin/list-users'),
      await admin.client.post('/api/auth/admin/ban-user', target),
    ]
    expect(attempts.map((response) => response.status)).toEqual([404, 404, 404, 404])
    // The owner still signs in with their own password, and is not banned.
    const signIn = await new TestClient(app).post('/api/auth/sign-in/email', { email: owner.email, password: owner.password })
    expect(signIn.status).toBe(200)
  })

  it('refuse update-user (an image of `javascript:…`) and list-sessions (every device’s token)', async () => {
    const update = await owner.client.post('/api/auth/update-user', { image: 'javascript:alert(1)' })
    expect(update.status).toBe(404)
    expect((await owner.client.get('/api/auth/list-sessions')).status).toBe(404)
    expect((await owner.client.get('/api/me')).status).toBe(200)
  })
})

/** The session token of a client's cookie (`<token>.<signature>`). */
function sessionTokenOf(client: TestClient): string {
  const cookie = client.cookieHeader().match(/better-auth\.session_token=([^;]+)/)?.[1]
  expect(cookie).toBeDefined()
  return decodeURIComponent(cookie!).split('.')[0]!
}

describe('no answer to the browser carries a session token', () => {
  it('sign-up, sign-in, guest sign-in, get-session and change-password say signedIn, never the token', async () => {
    const email = uniqueEmail('tokenless')
    const client = new TestClient(app)
    const signUp = await client.post('/api/auth/sign-up/email', { name: 'Tia Token', email, password: 'correct horse' })
    const signUpText = await signUp.text()
    expect(signUpText).not.toContain(sessionTokenOf(client))
    expect(JSON.parse(signUpText)).toMatchObject({ signedIn: true, user: { email } })
    expect(JSON.parse(signUpText)).not.toHaveProperty('token')

    const device = new TestClient(app)
    const signIn = await device.post('/api/auth/sign-in/email', { email, password: 'correct horse' })
    const signInText = await signIn.text()
    expect(signInText).not.toContain(sessionTokenOf(device))
    expect(JSON.parse(signInText)).toMatchObject({ signedIn: true })

    const session = await device.get('/api/auth/get-session')
    const sessionBody = (await session.json()) as { session: Record<string, unknown> }
    expect(sessionBody.session).toMatchObject({ id: expect.any(String), userId: expect.any(String) })
    expect(sessionBody.session).not.toHaveProperty('token')
    expect(JSON.stringify(sessionBody)).not.toContain(sessionTokenOf(device))

    const guest = new TestClient(app)
    const guestText = await (await guest.post('/api/auth/sign-in/anonymous')).text()
    expect(guestText).not.toContain(sessionTokenOf(guest))
    expect(JSON.parse(guestText)).toMatchObject({ signedIn: true })

    const changed = await device.post('/api/auth/change-password', {
      currentPassword: 'correct horse',
      newPassword: 'battery staple',
      revokeOtherSessions: true,
    })
    const changedText = await changed.text()
    expect(changed.status).toBe(200)
    expect(changedText).not.toContain(sessionTokenOf(device))
    expect(JSON.parse(changedText)).toMatchObject({ signedIn: true })
  })
})
