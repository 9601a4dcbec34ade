import type { AccountSession } from '@pawpulse/domain/account-sessions'
import { describe, expect, it } from 'vitest'
import { createTestApp, createTestUser, TestClient } from './test-app'

const { app } = await createTestApp()
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } }

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

/** The owner, signed in on a laptop (Firefox) and a phone (Safari). */
async function ownerOnTwoDevices() {
  const owner = await createTestUser(app)
  const laptop = new TestClient(app)
  const phone = new TestClient(app)
  expect(
    (await laptop.post('/api/auth/sign-in/email', { email: owner.email, password: owner.password }, { 'user-agent': FIREFOX_ON_LINUX }))
      .status,
  ).toBe(200)
  expect(
    (await phone.post('/api/auth/sign-in/email', { email: owner.email, password: owner.password }, { 'user-agent': SAFARI_ON_IPHONE }))
      .status,
  ).toBe(200)
  return { owner, laptop, phone }
}

async function sessionsOf(client: TestClient) {
  const response = await client.get('/api/me/sessions')
  expect(response.status).toBe(200)
  return ((await response.json()) as { sessions: AccountSession[] }).sessions
}

describe('signed-in devices', () => {
  it('lists every device of the account, with the browser, when, and which one is this', async () => {
    const { laptop } = await ownerOnTwoDevices()
    const sessions = await sessionsOf(laptop)
    expect(sessions).toHaveLength(3)
    expect(sessions.map((s) => s.device).sort()).toEqual(['Firefox on Linux', 'Safari on iPhone', 'Unknown device'])
    expect(sessions.filter((s) => s.isCurrent).map((s) => s.device)).toEqual(['Firefox on Linux'])
    for (const session of sessions) {
      expect(Date.parse(session.createdAt)).toBeGreaterThan(Date.now() - 60_000)
      expect(Date.parse(session.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000)
      expect(session).not.toHaveProperty('token')
    }
  })

  it('signs one other device out', async () => {
    const { laptop, phone } = await ownerOnTwoDevices()
    const phoneSession = (await sessionsOf(laptop)).find((s) => s.device === 'Safari on iPhone')!
    const response = await laptop.request('DELETE', `/api/me/sessions/${phoneSession.id}`)
    expect(response.status).toBe(204)
    expect((await phone.get('/api/me')).status).toBe(401)
    expect((await laptop.get('/api/me')).status).toBe(200)
    expect((await sessionsOf(laptop)).map((s) => s.device)).not.toContain('Safari on iPhone')
  })

  it('does not sign out this device that way, nor anyone else’s', async () => {
    const { laptop } = await ownerOnTwoDevices()
    const stranger = await createTestUser(app)
    const [strangers] = await sessionsOf(stranger.client)
    const current = (await sessionsOf(laptop)).find((s) => s.isCurrent)!

    const own = await laptop.request('DELETE', `/api/me/sessions/${current.id}`)
    expect(own.status).toBe(400)
    expect(((await own.json()) as ErrorJson).error.message).toBe('This is the device you are using. Use Sign out instead.')
    const theirs = await laptop.request('DELETE', `/api/me/sessions/${strangers!.id}`)
    expect(theirs.status).toBe(404)
    expect((await stranger.client.get('/api/me')).status).toBe(200)
  })

  it('signs out every other device at once', async () => {
    const { owner, laptop, phone } = await ownerOnTwoDevices()
    const response = await laptop.post('/api/me/sessions/revoke-others')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revoked: 2 })
    expect((await phone.get('/api/me')).status).toBe(401)
    expect((await owner.client.get('/api/me')).status).toBe(401)
    expect((await sessionsOf(laptop)).map((s) => s.isCurrent)).toEqual([true])
  })

  it('is for accounts only', async () => {
    const guest = new TestClient(app)
    await guest.post('/api/auth/sign-in/anonymous')
    expect((await guest.get('/api/me/sessions')).status).toBe(401)
    expect((await new TestClient(app).post('/api/me/sessions/revoke-others')).status).toBe(401)
  })
})

describe('changing the password', () => {
  it('needs the current password and can sign every other device out', async () => {
    const { owner, laptop, phone } = await ownerOnTwoDevices()
    const response = await laptop.post('/api/auth/change-password', {
      currentPassword: owner.password,
      newPassword: 'a better secret',
      revokeOtherSessions: true,
    })
    expect(response.status).toBe(200)
    expect((await laptop.get('/api/me')).status).toBe(200)
    expect((await phone.get('/api/me')).status).toBe(401)
    expect((await new TestClient(app).post('/api/auth/sign-in/email', { email: owner.email, password: 'a better secret' })).status).toBe(
      200,
    )
  })

  it('keeps the other devices when asked to', async () => {
    const { owner, laptop, phone } = await ownerOnTwoDevices()
    const response = await laptop.post('/api/auth/change-password', {
      currentPassword: owner.password,
      newPassword: 'a better secret',
      revokeOtherSessions: false,
    })
    expect(response.status).toBe(200)
    expect((await phone.get('/api/me')).status).toBe(200)
  })

  it.each([
    [{ currentPassword: 'not my password', newPassword: 'a better secret' }, { currentPassword: 'Your current password is not correct.' }],
    [{ currentPassword: 'correct horse', newPassword: 'short' }, { newPassword: 'New password must be at least 8 characters' }],
    [
      { currentPassword: 'correct horse', newPassword: 'correct horse' },
      { newPassword: 'Choose a password different from your current one' },
    ],
    [{ newPassword: 'a better secret' }, { currentPassword: 'Enter your current password' }],
  ])('names what is wrong with %j and keeps the password', async (body, fields) => {
    const owner = await createTestUser(app)
    const response = await owner.client.post('/api/auth/change-password', body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorJson).error).toMatchObject({ code: 'VALIDATION', fields })
    expect((await new TestClient(app).post('/api/auth/sign-in/email', { email: owner.email, password: owner.password })).status).toBe(200)
  })

  it('is for accounts only', async () => {
    const guest = new TestClient(app)
    await guest.post('/api/auth/sign-in/anonymous')
    const response = await guest.post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'a better secret' })
    expect(response.status).toBe(401)
  })
})
