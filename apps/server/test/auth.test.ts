import { describe, expect, it } from 'vitest'
import { waitForMail } from './mail-links'
import { createTestApp, createTestUser, TestClient, uniqueEmail } from './test-app'

const { app, mailer } = await createTestApp()

describe('sign-up', () => {
  it('creates the account with its profile and signs the user in', async () => {
    const { client, email } = await createTestUser(app, { name: 'Ana Ruiz' })
    const me = await client.get('/api/me')
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({
      email,
      fullName: 'Ana Ruiz',
      isAnonymous: false,
      role: 'user',
      onboardingCompleted: false,
      preferredNotificationMethods: ['email'],
      country: null,
      unitSystem: null,
    })
  })

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await new TestClient(app).post('/api/auth/sign-up/email', {
      name: 'Cookie Check',
      email: uniqueEmail(),
      password: 'long enough',
    })
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('answers a taken e-mail like a new one, signs nobody in, and tells the owner (decision 012)', async () => {
    const owner = await createTestUser(app, { name: 'Owen Owner' })
    const stranger = new TestClient(app)
    const taken = await stranger.post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: owner.email.toUpperCase(),
      password: 'another password',
    })
    const fresh = await new TestClient(app).post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: uniqueEmail(),
      password: 'another password',
    })
    expect(taken.status).toBe(200)
    const body = (await taken.json()) as { signedIn: boolean; user: Record<string, unknown> }
    const freshBody = (await fresh.json()) as { signedIn: boolean; user: Record<string, unknown> }
    // The same fields in the same order as a real new account; only no session is started.
    expect(Object.keys(body)).toEqual(Object.keys(freshBody))
    expect(Object.keys(body.user)).toEqual(Object.keys(freshBody.user))
    expect(freshBody.signedIn).toBe(true)
    expect(body).toMatchObject({ signedIn: false, user: { name: 'Someone Else', email: owner.email, emailVerified: false } })
    expect(body.user.id).not.toBe(owner.user.id)
    expect(stranger.hasSession()).toBe(false)

    const notice = await waitForMail(mailer.sent, owner.email, 'Someone tried to create a Pawpulse account with your e-mail')
    expect(notice.text).toMatch(/^Hi Owen Owner,/)
    expect(notice.text).toContain('http://localhost:3000/forgot-password')
    // The owner's account is untouched: same name, same password.
    expect(await (await owner.client.get('/api/me')).json()).toMatchObject({ fullName: 'Owen Owner' })
    expect((await new TestClient(app).post('/api/auth/sign-in/email', { email: owner.email, password: owner.password })).status).toBe(200)
  })

  it('keeps a guest who signs up with a taken e-mail a guest, with their data', async () => {
    const owner = await createTestUser(app)
    const guest = new TestClient(app)
    await guest.post('/api/auth/sign-in/anonymous')
    const answer = await guest.post('/api/auth/sign-up/email', { name: 'Guest', email: owner.email, password: 'another password' })
    expect(answer.status).toBe(200)
    expect(await (await guest.get('/api/me')).json()).toMatchObject({ isAnonymous: true })
  })

  it.each([
    [{ name: 'A', email: 'a@example.com', password: 'short' }, { password: 'Password must be at least 8 characters' }],
    [{ name: '', email: 'a@example.com', password: 'long enough' }, { name: 'Full name is required' }],
    [{ name: 'A', email: 'not-an-email', password: 'long enough' }, { email: 'Enter a valid e-mail address' }],
  ])('names the bad field: %j', async (body, fields) => {
    const client = new TestClient(app)
    const response = await client.post('/api/auth/sign-up/email', body)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields } })
    expect(client.hasSession()).toBe(false)
  })

  it('does not let the client choose its role', async () => {
    const client = new TestClient(app)
    await client.post('/api/auth/sign-up/email', {
      name: 'Sneaky',
      email: uniqueEmail(),
      password: 'long enough',
      role: 'admin',
    })
    expect(await (await client.get('/api/me')).json()).toMatchObject({ role: 'user' })
  })
})

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again', async () => {
    const { email, password } = await createTestUser(app)
    const client = new TestClient(app)
    const signIn = await client.post('/api/auth/sign-in/email', { email, password })
    expect(signIn.status).toBe(200)
    expect((await client.get('/api/me')).status).toBe(200)

    const signOut = await client.post('/api/auth/sign-out')
    expect(signOut.status).toBe(200)
    const me = await client.get('/api/me')
    expect(me.status).toBe(401)
    expect(await me.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } })
  })

  it('refuses a wrong password with a clear message and no session', async () => {
    const { email } = await createTestUser(app)
    const client = new TestClient(app)
    const response = await client.post('/api/auth/sign-in/email', { email, password: 'wrong password' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Incorrect e-mail or password.' },
    })
    expect(client.hasSession()).toBe(false)
  })

  it('gives an unknown e-mail the same answer as a wrong password', async () => {
    const response = await new TestClient(app).post('/api/auth/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'whatever1',
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: { message: 'Incorrect e-mail or password.' } })
  })

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await new TestClient(app).post('/api/auth/sign-in/email', '{"email": ')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION', message: 'Malformed JSON in request body' } })
  })
})

describe('sign-up rate limit', async () => {
  const limited = await createTestApp({
    authRateLimits: { signIn: { window: 60, max: 1000 }, signUp: { window: 60, max: 3 }, anonymous: { window: 60, max: 1000 } },
  })

  it('trips at the same attempt whether the addresses are taken or new', async () => {
    const { email } = await createTestUser(limited.app)
    const client = new TestClient(limited.app)
    const statuses: number[] = []
    // The first of the three attempts was the owner's own sign-up.
    for (const address of [email, uniqueEmail(), email, uniqueEmail()]) {
      statuses.push((await client.post('/api/auth/sign-up/email', { name: 'Probe', email: address, password: 'long enough' })).status)
    }
    expect(statuses).toEqual([200, 200, 429, 429])
    const fresh = await new TestClient(limited.app).post('/api/auth/sign-up/email', {
      name: 'Probe',
      email: uniqueEmail(),
      password: 'long enough',
    })
    expect(await fresh.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' },
    })
  })
})

describe('sign-in rate limit', async () => {
  const limited = await createTestApp({
    authRateLimits: { signIn: { window: 60, max: 3 }, signUp: { window: 60, max: 1000 }, anonymous: { window: 60, max: 1000 } },
  })

  it('refuses further attempts from the same address once the limit is reached', async () => {
    const { email } = await createTestUser(limited.app)
    const client = new TestClient(limited.app)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await client.post('/api/auth/sign-in/email', { email, password: 'wrong password' })).status)
    }
    expect(statuses).toEqual([401, 401, 401, 429])
    const last = await client.post('/api/auth/sign-in/email', { email, password: 'correct horse' })
    expect(await last.json()).toMatchObject({
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' },
    })
  })
})
